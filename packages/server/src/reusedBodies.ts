/** Reply bodies kept and answered many times unchanged, with their JSON once written. */
const reusedBodies = new WeakMap<object, Buffer | null>();

/**
 * Marks a reply body that is kept and answered again as it is (a cached page): its JSON is
 * written once, on its first answer, and the same bytes go out every time after (see the
 * serializer in `routes/plugin.ts`). The body is frozen: a change to it would not reach the
 * answers already written.
 */
export function answeredUnchanged<Body extends object>(body: Body): Body {
  if (!reusedBodies.has(body)) reusedBodies.set(Object.freeze(body), null);
  return body;
}

/**
 * The JSON bytes of a body marked by `answeredUnchanged` (written on the first call); undefined
 * for any other body.
 */
export function writtenOnce(body: object): Buffer | undefined {
  const written = reusedBodies.get(body);
  if (written !== null) return written;
  const bytes = Buffer.from(JSON.stringify(body));
  reusedBodies.set(body, bytes);
  return bytes;
}
