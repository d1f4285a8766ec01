import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, signIn, type TestApp } from '../../test/create-test-app';
import { TEST_PASSWORD } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

function multipart(field: string, filename: string, bytes: Buffer) {
  const boundary = '----eraporboundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('profile', () => {
  it('updates name and email, refusing an email that belongs to someone else', async () => {
    const other = await signedInAs(t, ['guru']);
    const me = await signedInAs(t, ['guru']);
    const putProfile = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/profile', headers: me.auth, payload });
    const ok = await putProfile({ name: 'Nama Baru', email: 'baru@uji.sch.id' });
    expect(ok.statusCode).toBe(200);
    const profile = await t.app.inject({ url: '/api/profile', headers: me.auth });
    expect(profile.json()).toMatchObject({ name: 'Nama Baru', email: 'baru@uji.sch.id' });
    const taken = await putProfile({ name: 'X', email: other.user.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    // A profile's email is an email: its message does not speak of a user name.
    const bad = await putProfile({ name: 'X', email: 'bukan-email' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields.email).toBe('Email bukan alamat email yang benar.');
    expect((await t.app.inject({ url: '/api/profile', headers: me.auth })).json().name).toBe(
      'Nama Baru',
    );
  });

  it('changes the password only with the current one', async () => {
    const me = await signedInAs(t, ['guru']);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: me.auth,
      payload: {
        current_password: 'salah',
        password: 'sandi-baru-1',
        password_confirmation: 'sandi-baru-1',
      },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields.current_password).toBe('Kata sandi saat ini salah.');
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: me.auth,
      payload: {
        current_password: TEST_PASSWORD,
        password: 'sandi-baru-1',
        password_confirmation: 'sandi-baru-1',
      },
    });
    expect(ok.statusCode).toBe(200);
    await signIn(t.app, me.user.email, 'sandi-baru-1');
  });

  it('stores a PNG photo and refuses other files and files over 1 MB', async () => {
    const me = await signedInAs(t, ['siswa']);
    const upload = (field: string, name: string, bytes: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/profile/photo',
        ...withAuth(multipart(field, name, bytes), me.auth),
      });
    expect((await upload('photo', 'foto.png', PNG)).statusCode).toBe(200);
    const photo = await t.app.inject({ url: '/api/profile/photo', headers: me.auth });
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(PNG)).toBe(true);

    const text = await upload('photo', 'foto.png', Buffer.from('bukan gambar'));
    expect(text.statusCode).toBe(422);
    expect(text.json().error.code).toBe('profile.photo_type');
    const big = await upload(
      'photo',
      'besar.png',
      Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 10)]),
    );
    expect(big.statusCode).toBe(413);
    const wrongField = await upload('gambar', 'foto.png', PNG);
    expect(wrongField.statusCode).toBe(422);
    const stillThere = await t.app.inject({ url: '/api/profile/photo', headers: me.auth });
    expect(stillThere.rawPayload.equals(PNG)).toBe(true);

    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/profile/photo', headers: me.auth }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/profile/photo', headers: me.auth })).statusCode).toBe(
      404,
    );
  });

  it('answers a JSON body on the photo route with a clear 415', async () => {
    const me = await signedInAs(t, ['guru']);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/photo',
      headers: me.auth,
      payload: { photo: 'x' },
    });
    expect(response.statusCode).toBe(415);
  });
});

function withAuth(
  request: { payload: Buffer; headers: Record<string, string> },
  auth: Record<string, string>,
) {
  return { payload: request.payload, headers: { ...request.headers, ...auth } };
}
