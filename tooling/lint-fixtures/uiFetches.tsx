// Planted violation: a ui component fetches its own data instead of taking it as props.
export async function loadProperty(id: string): Promise<unknown> {
  const response = await fetch(`/api/properties/${id}`);
  return response.json();
}
