import { describe, expect, it } from 'vitest';
import { RequestError, requestErrorFromAnswer, errorStatus, fieldErrorsOf, refusalText, isRequestError, networkError, planLimitOf, serverFieldMessage, serverFields, serverMessage } from './RequestError';

describe('RequestError from an answer', () => {
  it("takes message, code and fields from the server's error shape", () => {
    const error = requestErrorFromAnswer(
      400,
      'Bad Request',
      '{"message":"Some fields are missing or invalid","code":"VALIDATION_FAILED","fields":{"body.email":"Enter a valid email address","body.n":3}}',
    );
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Some fields are missing or invalid');
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ 'body.email': 'Enter a valid email address' });
    expect(error.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('uses a body that is not the error shape as the message, then the status text, then the status', () => {
    expect(requestErrorFromAnswer(502, 'Bad Gateway', 'upstream down').message).toBe('upstream down');
    expect(requestErrorFromAnswer(502, 'Bad Gateway', '{"error":"x"}').message).toBe('{"error":"x"}');
    expect(requestErrorFromAnswer(502, 'Bad Gateway', '').message).toBe('Bad Gateway');
    expect(requestErrorFromAnswer(502, '', '').message).toBe('Request failed with status 502');
    expect(requestErrorFromAnswer(502, '', '').code).toBe('HTTP_ERROR');
  });
});

describe('what the pages read', () => {
  const limited = requestErrorFromAnswer(403, '', '{"message":"Your Scout plan includes 0 AI summaries a month","code":"TIER_LIMIT"}');

  it('the message to show and the status', () => {
    expect(serverMessage(limited)).toBe('Your Scout plan includes 0 AI summaries a month');
    expect(errorStatus(limited)).toBe(403);
    expect(errorStatus(networkError())).toBe(0);
    expect(serverMessage(new Error('plain'))).toBe('plain');
    expect(serverMessage(new Error(''))).toBeUndefined();
    expect(serverMessage('nope')).toBeUndefined();
    expect(errorStatus(new Error('404: not a RequestError'))).toBeUndefined();
    expect(isRequestError(limited)).toBe(true);
  });

  it("one field's reason, so a form shows why", () => {
    const refused = new RequestError({ status: 400, message: 'Some fields are missing or invalid', fields: { 'body.password': 'Password is a simple sequence' } });
    expect(serverFieldMessage(refused, 'body.password')).toBe('Password is a simple sequence');
    expect(serverFieldMessage(refused, 'body.email')).toBeUndefined();
    expect(serverFieldMessage(new Error('plain'), 'body.password')).toBeUndefined();
    expect(serverFieldMessage('nope', 'body.password')).toBeUndefined();
  });
});

describe('fieldErrorsOf', () => {
  it('keys a 400’s reasons by the form’s field names', () => {
    const error = requestErrorFromAnswer(400, 'Bad Request', JSON.stringify({ message: 'ZIP must be 5 digits', code: 'VALIDATION_FAILED', fields: { 'body.zipCode': 'ZIP must be 5 digits', 'query.x': 'bad' } }));
    expect(fieldErrorsOf(error)).toEqual({ zipCode: 'ZIP must be 5 digits', 'query.x': 'bad' });
    expect(fieldErrorsOf(new Error('plain'))).toEqual({});
  });
});

describe('serverFields', () => {
  it('keeps a refused screen count’s reasons under the server’s own keys, the criteria-wide one included', () => {
    const pluto = 'no lots to screen: PLUTO is not imported into this installation (rei import pluto <file>)';
    const refused = requestErrorFromAnswer(
      400,
      'Bad Request',
      JSON.stringify({ message: 'Some criteria rest on data this installation does not hold', code: 'VALIDATION_FAILED', fields: { 'body.filters': pluto, 'body.filters.hpdOpenViolationsMin': 'rests on HPD violations' } }),
    );
    expect(serverFields(refused)).toEqual({ 'body.filters': pluto, 'body.filters.hpdOpenViolationsMin': 'rests on HPD violations' });
    expect(serverFields(new Error('plain'))).toEqual({});
  });
});

describe('refusalText', () => {
  it('says the field reasons rather than the general line, else the message', () => {
    const refused = requestErrorFromAnswer(400, '', JSON.stringify({ message: 'Some fields are missing or invalid', code: 'VALIDATION_FAILED', fields: { 'body.role': 'Role must be user or admin' } }));
    expect(refusalText(refused)).toBe('Role must be user or admin');
    expect(refusalText(requestErrorFromAnswer(403, '', JSON.stringify({ message: 'Admins only', code: 'FORBIDDEN' })))).toBe('Admins only');
    const unnamed = requestErrorFromAnswer(400, '', JSON.stringify({ message: 'Some fields are missing or invalid', code: 'VALIDATION_FAILED', fields: { 'body.monthlyRent': 'must be at most 1,000,000' } }));
    expect(refusalText(unnamed)).toBe('Monthly rent must be at most 1,000,000');
  });
});

describe('plan limits', () => {
  it('reads the limit a TIER_LIMIT answer names, and nothing from other answers', () => {
    const limited = requestErrorFromAnswer(
      403,
      'Forbidden',
      JSON.stringify({
        message: 'Property limit reached: the Scout plan allows 3 properties and you have 3.',
        code: 'TIER_LIMIT',
        limit: { feature: 'properties', limit: 3, used: 3, plan: 'scout', upgradeTo: 'rookie', upgradeUrl: '/subscription' },
      }),
    );
    expect(planLimitOf(limited)).toEqual({ feature: 'properties', limit: 3, used: 3, plan: 'scout', upgradeTo: 'rookie' });
    const feature = requestErrorFromAnswer(403, '', JSON.stringify({ message: 'm', code: 'TIER_LIMIT', limit: { feature: 'ai_summary', limit: null, used: null, plan: 'scout', upgradeTo: 'rookie' } }));
    expect(planLimitOf(feature)).toMatchObject({ feature: 'ai_summary', limit: null, used: null });
    expect(planLimitOf(requestErrorFromAnswer(403, '', '{"message":"no","code":"FORBIDDEN"}'))).toBeNull();
    expect(planLimitOf(requestErrorFromAnswer(403, '', '{"message":"no","code":"TIER_LIMIT"}'))).toBeNull();
    expect(planLimitOf(new Error('TIER_LIMIT'))).toBeNull();
  });
});
