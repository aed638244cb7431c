import { act, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { changeLanguage } from '../../../lib/i18n';
import { customer, signedIn } from '../../../test/accountMocks';
import { mockServer } from '../../../test/mockServer';
import { renderShop, TYPING_TIMEOUT } from '../../../test/render';

/** UpdateCustomer answering with the customer changed as asked; the inputs it was sent are recorded. */
function updatingCustomer(who = customer()) {
    const inputs: Array<Record<string, unknown>> = [];
    mockServer.use(
        graphql.mutation('UpdateCustomer', ({ variables }) => {
            const input = variables.updateProfileInput as Record<string, unknown>;
            inputs.push(input);
            return HttpResponse.json({ data: { updateCustomer: { ...who, ...input, customFields: { govId: who.customFields?.govId ?? null } } } });
        }),
    );
    return inputs;
}

describe('change password', { timeout: TYPING_TIMEOUT }, () => {
    it('needs the current password, a new one by the rules, and the same new one twice', async () => {
        const asked: unknown[] = [];
        mockServer.use(
            signedIn(),
            graphql.mutation('UpdateCustomerPassword', ({ variables }) => {
                asked.push(variables);
                return HttpResponse.json({
                    data: {
                        updateCustomerPassword:
                            asked.length === 1
                                ? { __typename: 'InvalidCredentialsError', errorCode: 'INVALID_CREDENTIALS_ERROR', message: 'x', authenticationError: '' }
                                : { __typename: 'Success', success: true },
                    },
                });
            }),
        );
        const { user, router } = renderShop('/tabs/profile/update/password');
        await screen.findByRole('heading', { level: 1, name: 'Change password' });
        await user.type(screen.getByLabelText('Current password'), 'tuah-demo-1');
        await user.type(screen.getByLabelText('New password'), 'tuah-demo-1');
        await user.type(screen.getByLabelText('Retype new password'), 'tuah-demo-2');
        await user.click(screen.getByRole('button', { name: 'Change password' }));
        expect(screen.getByText('The new password must differ from the current one.')).toBeInTheDocument();
        expect(screen.getByText('The passwords don’t match.')).toBeInTheDocument();
        expect(asked).toEqual([]);

        await user.clear(screen.getByLabelText('New password'));
        await user.type(screen.getByLabelText('New password'), 'tuah-demo-2');
        await user.click(screen.getByRole('button', { name: 'Change password' }));
        expect(await screen.findByText('Incorrect username or password.')).toBeInTheDocument();
        expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');

        await user.click(screen.getByRole('button', { name: 'Change password' }));
        expect(await screen.findByText('Your password is changed.')).toBeInTheDocument();
        expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
        expect(router.state.location.pathname).toBe('/tabs/profile');
        expect(asked).toEqual([
            { currentPassword: 'tuah-demo-1', newPassword: 'tuah-demo-2' },
            { currentPassword: 'tuah-demo-1', newPassword: 'tuah-demo-2' },
        ]);
    });
});

describe('edit name', { timeout: TYPING_TIMEOUT }, () => {
    it('saves the display name and says "Profile Updated"', async () => {
        mockServer.use(signedIn());
        const inputs = updatingCustomer();
        const { user, router } = renderShop('/tabs/profile/update/name');
        const name = await screen.findByLabelText('Display name');
        expect(name).toHaveValue('siti');
        await user.clear(name);
        await user.click(screen.getByRole('button', { name: 'Save' }));
        expect(screen.getByText('Please fill this in.')).toBeInTheDocument();

        await user.type(name, '  Siti the Lucky ');
        await user.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
        expect(inputs).toEqual([{ displayName: 'Siti the Lucky' }]);
        await screen.findByRole('heading', { level: 1, name: 'Profile' });
        expect(router.state.location.pathname).toBe('/tabs/profile');
    });

    it('shows the server’s own words when it refuses, in Malay', async () => {
        await act(() => changeLanguage('ms'));
        mockServer.use(
            signedIn(),
            graphql.mutation('UpdateCustomer', () =>
                HttpResponse.json({ data: null, errors: [{ message: 'Nama paparan mempunyai 1 hingga 40 aksara', extensions: { code: 'USER_INPUT_ERROR' } }] }),
            ),
        );
        const { user } = renderShop('/tabs/profile/update/name');
        await screen.findByRole('heading', { level: 1, name: 'Sunting nama' });
        await user.click(screen.getByRole('button', { name: 'Simpan' }));
        expect(await screen.findByRole('alert')).toHaveTextContent('Nama paparan mempunyai 1 hingga 40 aksara');
    });
});

describe('edit profile', { timeout: TYPING_TIMEOUT }, () => {
    it('saves the name as per NRIC and an NRIC number given for the first time', async () => {
        mockServer.use(signedIn());
        const inputs = updatingCustomer();
        const { user } = renderShop('/tabs/profile/update/profile');
        const name = await screen.findByLabelText('Name as per NRIC');
        expect(name).toHaveValue('Siti Aminah binti Ahmad');
        expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
        expect(screen.getByLabelText('Phone number')).toHaveValue('+60123456789');

        await user.type(screen.getByLabelText('NRIC number'), '12');
        await user.click(screen.getByRole('button', { name: 'Save' }));
        expect(screen.getByText('Please enter a valid NRIC number (6 to 20 letters, digits or dashes).')).toBeInTheDocument();
        await user.type(screen.getByLabelText('NRIC number'), '3456-78');
        await user.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
        expect(inputs).toEqual([{ firstName: 'Siti Aminah binti Ahmad', customFields: { govId: '123456-78' } }]);
    });

    it('keeps an NRIC number once given: shown, not editable, never sent again', async () => {
        mockServer.use(signedIn(customer({ customFields: { lang: 'en', govId: '900101-14-5566', username: 'siti', avatar: null } })));
        const inputs = updatingCustomer();
        const { user } = renderShop('/tabs/profile/update/profile');
        const govId = await screen.findByLabelText('NRIC number');
        expect(govId).toHaveValue('900101-14-5566');
        expect(govId).toHaveAttribute('readonly');
        expect(govId).toHaveAccessibleDescription('Your NRIC number cannot be changed once submitted.');

        await user.clear(screen.getByLabelText('Name as per NRIC'));
        await user.type(screen.getByLabelText('Name as per NRIC'), 'Siti Aminah');
        await user.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
        expect(inputs).toEqual([{ firstName: 'Siti Aminah' }]);
    });

    it('changes the phone by a code texted to the new number', async () => {
        let who = customer();
        signedIn();
        const calls = { request: [] as unknown[], verify: [] as unknown[] };
        mockServer.use(
            graphql.query('GetLoggedInUser', () => HttpResponse.json({ data: { activeCustomer: who } })),
            graphql.mutation('getNewHpOTP', ({ variables }) => {
                calls.request.push(variables);
                return HttpResponse.json({
                    data: {
                        getNewHpOTP:
                            calls.request.length === 1
                                ? { __typename: 'PhoneNumberConflictError', errorCode: 'PHONE_NUMBER_CONFLICT_ERROR', message: 'x' }
                                : { __typename: 'OtpResult', success: true, message: 'sent' },
                    },
                });
            }),
            graphql.mutation('VerifyOTP', ({ variables }) => {
                calls.verify.push(variables.input);
                who = customer({ phoneNumber: '+60198765432' });
                return HttpResponse.json({ data: { verifyOTP: { __typename: 'OtpResult', success: true, message: 'updated' } } });
            }),
        );
        const { user } = renderShop('/tabs/profile/update/profile');
        const section = await screen.findByRole('region', { name: 'Change phone number' });
        await user.type(within(section).getByLabelText('New phone number'), '012-000 0000');
        await user.click(within(section).getByRole('button', { name: 'Send code' }));
        expect(await within(section).findByText('This phone number already has an account.')).toBeInTheDocument();

        await user.clear(within(section).getByLabelText('New phone number'));
        await user.type(within(section).getByLabelText('New phone number'), '019-876 5432');
        await user.click(within(section).getByRole('button', { name: 'Send code' }));
        await user.type(await within(section).findByLabelText('6-digit code'), '654321');
        await user.click(within(section).getByRole('button', { name: 'Change phone number' }));

        expect(await screen.findByText('Your phone number is changed.')).toBeInTheDocument();
        expect(await screen.findByDisplayValue('+60198765432')).toHaveAccessibleName('Phone number');
        expect(calls.request).toEqual([{ hpNum: '012-000 0000' }, { hpNum: '019-876 5432' }]);
        expect(calls.verify).toEqual([{ phoneNumber: '019-876 5432', otp: '654321', purpose: 'CHANGE_PHONE' }]);
    });
});
