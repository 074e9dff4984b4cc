/**
 * English messages: the reference catalogue whose keys every other language must match exactly.
 * Shared keys live here; each feature's keys live in its own module under en/ (and its twin under pl/),
 * so features can grow their texts without touching one long file. The back office's modules are
 * gathered in admin-en.ts instead, which only its routes load.
 */
import { formMessagesEn } from '#api/contract/form-messages.ts';
import { formCatalogue } from './types.ts';
import type { adminEn } from './admin-en.ts';
import type { CatalogueOf, Message } from './types.ts';
import { layoutEn } from './en/layout.ts';
import { homeEn } from './en/home.ts';
import { vehicleEn } from './en/vehicle.ts';
import { listingEn } from './en/listing.ts';
import { productEn } from './en/product.ts';
import { shoppingEn } from './en/shopping.ts';
import { uiEn } from './en/ui.ts';
import { cartPageEn } from './en/cart-page.ts';
import { checkoutEn } from './en/checkout.ts';
import { ordersEn } from './en/orders.ts';
import { infoPagesEn } from './en/info-pages.ts';
import { offlineEn } from './en/offline.ts';
import { installEn } from './en/install.ts';

export const en = {
  'app.skipToContent': 'Skip to content',
  'app.errorTitle': 'Something went wrong',
  'app.errorText': 'The page could not be shown. Please try again.',
  'app.retry': 'Try again',
  'app.loadingPage': 'Loading the page',

  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.loading': 'Loading…',
  'common.saving': 'Saving…',
  'app.networkError': 'Could not reach the server. Check your connection and try again.',
  'app.somethingWrong': 'Something went wrong. Please try again.',

  'field.firstName': 'First name',
  'field.lastName': 'Last name',
  'field.email': 'E-mail',
  'field.password': 'Password',
  'field.confirmPassword': 'Confirm password',
  'field.currentPassword': 'Current password',
  'field.newPassword': 'New password',
  'field.confirmNewPassword': 'Confirm new password',
  'field.phone': 'Phone',
  'field.phoneOptional': 'Phone (optional)',
  'field.dialCode': 'Country code',

  'auth.showPassword': 'Show password',
  'auth.hidePassword': 'Hide password',
  'auth.passwordHint': { one: 'At least {count} character', other: 'At least {count} characters' },
  'auth.unauthorizedTitle': 'Unauthorized',
  'auth.sessionEnded': 'You are logged out. Logging in again...',

  ...formCatalogue(formMessagesEn),
  'validation.missingInfoTitle': 'Missing Information',
  'validation.missingInfo': 'Please fill in all required fields marked with *',

  'signIn.title': 'Sign in',
  'signIn.intro': 'Sign in to see your orders, addresses and account settings.',
  'signIn.submit': 'Sign In',
  'signIn.submitting': 'Signing in…',
  'signIn.forgotPassword': 'Forgot password?',
  'signIn.noAccount': 'Don’t have an account?',
  'signIn.register': 'Create one',
  'signIn.failedTitle': 'Login Failed',
  'signIn.failed': 'Invalid email or password. Please try again.',
  'signIn.successTitle': 'Welcome back!',
  'signIn.success': 'You have been successfully logged in.',

  'register.title': 'Create an account',
  'register.intro': 'Save your addresses, follow your orders and check out faster.',
  'register.submit': 'Create Account',
  'register.submitting': 'Creating account…',
  'register.haveAccount': 'Already have an account?',
  'register.signIn': 'Sign in',
  'register.failedTitle': 'Registration Failed',
  'register.successTitle': 'Account Created!',
  'register.success': 'Your account has been created successfully.',

  'forgot.title': 'Forgot your password?',
  'forgot.intro':
    'Enter the e-mail address of your account and we will send you a link to set a new password.',
  'forgot.submit': 'Send Reset Link',
  'forgot.submitting': 'Sending…',
  'forgot.failed': 'Failed to send reset email. Please try again.',
  'forgot.sentTitle': 'Email Sent',
  'forgot.sent': 'Email sent successfully',
  'forgot.sentText':
    'If an account exists for {email}, you will receive a link to reset your password shortly.',
  'forgot.backToSignIn': 'Back to sign in',

  'reset.title': 'Set a new password',
  'reset.submit': 'Reset Password',
  'reset.failed': 'Failed to reset password. Please try again.',
  'reset.successTitle': 'Password Reset',
  'reset.success': 'Your password has been reset. You can now sign in with your new password.',
  'reset.goToSignIn': 'Go to sign in',
  'reset.noToken': 'This password reset link is incomplete or has expired.',
  'reset.requestNew': 'Request a new link',

  'profile.title': 'My Account',
  'profile.greeting': 'Hello, {name}',
  'profile.sections': 'Account sections',
  'profile.section.profile': 'Profile',
  'profile.section.vehicles': 'My vehicles',
  'profile.section.orders': 'Orders and returns',
  'profile.section.addresses': 'Addresses',
  'profile.section.settings': 'Settings',
  'profile.signOut': 'Sign out',
  'profile.loginRequired': 'Please log in to access your profile',
  'profile.personalInfo': 'Personal information',
  'profile.notProvided': 'Not provided',
  'profile.edit': 'Edit profile',
  'profile.save': 'Save changes',
  'profile.updatedTitle': 'Profile Updated',
  'profile.updated': 'Your changes have been saved.',
  'profile.emailPasswordHint': 'A new e-mail address needs your current password.',
  'profile.emailSentTitle': 'Check your new mailbox',
  'profile.emailSent':
    'Your changes have been saved. We sent a link to {email}: your e-mail address changes when you open it.',
  'profile.emailPending':
    'Waiting for confirmation: {email}. Open the link we sent there to sign in with it from now on.',
  'confirmEmail.title': 'Confirm your new e-mail address',
  'confirmEmail.intro': 'Confirm that this address is yours: your account will sign in with it from now on.',
  'confirmEmail.noToken': 'This confirmation link is incomplete. Please open the link from the e-mail again.',
  'confirmEmail.confirm': 'Confirm my new address',
  'confirmEmail.confirming': 'Confirming…',
  'confirmEmail.doneTitle': 'E-mail address changed',
  'confirmEmail.done': 'Your account now uses {email}. Sign in with it from now on.',
  'confirmEmail.toProfile': 'Go to my account',
  'confirmEmail.failed': 'Failed to confirm the address. Please try again.',
  'profile.updateFailed': 'Failed to update profile. Please try again.',
  'profile.loginToUpdate': 'Please log in to update your profile',
  'profile.loginToDelete': 'Please log in to delete your account',
  'profile.vehiclesComingSoon': 'Coming soon: save your vehicles to find matching parts faster.',
  'profile.ordersTitle': 'Order history',
  'profile.noOrders': 'No orders yet',
  'profile.noOrdersText': 'When you place an order, you will find it here.',
  'profile.startShopping': 'Start shopping',
  'profile.returnsTitle': 'Return history',
  'profile.noReturns': 'No returns yet',
  'profile.noReturnsText': 'Returns you request within 30 days of delivery will appear here.',

  'settings.changePasswordTitle': 'Change password',
  'settings.changePassword': 'Change Password',
  'settings.passwordChangedTitle': 'Password Changed',
  'settings.passwordChanged': 'Your password has been changed.',
  'settings.changePasswordFailed': 'Failed to change password. Please try again.',
  'settings.deleteTitle': 'Delete account',
  'settings.deleteIntro': 'Deleting your account removes your profile and saved addresses.',
  'settings.deleteButton': 'Delete Account',
  'settings.deleteConfirm':
    'Are you sure you want to delete your account? This action cannot be undone and all your data will be permanently deleted.',
  'settings.deleteConfirmButton': 'Yes, delete my account',
  'settings.deleting': 'Deleting…',
  'settings.deletedTitle': 'Account Deleted',
  'settings.deleted': 'Your account has been deleted.',
  'settings.deleteFailed': 'Failed to delete account. Please try again.',

  'address.billingTitle': 'Billing addresses',
  'address.shippingTitle': 'Shipping addresses',
  'address.addNew': 'Add new address',
  'address.dialogBilling': 'New billing address',
  'address.dialogShipping': 'New shipping address',
  'address.type': 'Address for',
  'address.person': 'Private person',
  'address.company': 'Company',
  'address.companyName': 'Company name',
  'address.vatNumber': 'VAT number (optional)',
  'address.street': 'Street',
  'address.houseNumber': 'House number',
  'address.details': 'Apartment, floor, etc. (optional)',
  'address.postcode': 'Postcode',
  'address.city': 'City',
  'address.country': 'Country',
  'address.sameAsShipping': 'Also use this address for shipping',
  'address.requiredNote': 'Fields marked with * are required.',
  'address.save': 'Save address',
  'address.empty': 'No saved addresses yet.',
  'address.primary': 'Primary',
  'address.deleteLabel': 'Delete address: {address}',
  'address.loadFailed': 'Failed to load addresses.',
  'address.billingSaved': 'Billing Address Saved',
  'address.shippingSaved': 'Shipping Address Saved',
  'address.savedBoth': 'Billing address saved for both billing and shipping',
  'address.billingDeleted': 'Billing Address Deleted',
  'address.shippingDeleted': 'Shipping Address Deleted',
  'address.saveFailed': 'Failed to save address. Please try again.',
  'address.deleteFailed': 'Failed to delete address. Please try again.',

  'admin.loginTitle': 'Admin Login',
  'admin.loginIntro': 'Sign in with an administrator account to manage the shop.',
  'admin.loginSubmit': 'Login as Admin',
  'admin.backHome': 'Back to Homepage',
  'admin.loginBlank': 'Please enter both email and password',
  'admin.welcome': 'Welcome {name}! You are now logged in as admin.',
  'admin.checking': 'Checking your access…',
  'admin.accessDeniedTitle': 'Access Denied',
  'admin.accessDenied': 'You need admin privileges to access this page',
  'admin.redirecting': 'Redirecting to the home page…',
  'admin.dashboardTitle': 'Admin Dashboard',
  'admin.dashboardIntro': 'Signed in as {name}.',

  'pwa.updateAvailable': 'New version available',
  'pwa.update': 'Reload',
  'pwa.later': 'Later',

  ...layoutEn,
  ...homeEn,
  ...vehicleEn,
  ...listingEn,
  ...productEn,
  ...shoppingEn,
  ...uiEn,
  ...cartPageEn,
  ...checkoutEn,
  ...ordersEn,
  ...infoPagesEn,
  ...offlineEn,
  ...installEn,
} as const satisfies Record<string, Message>;

/** The back office's messages: loaded with its routes only (see admin-en.ts), typed here. */
type AdminMessages = typeof adminEn;

/** Every message of the app, the back office's included. */
export type AllMessages = typeof en & AdminMessages;
export type MessageKey = keyof AllMessages;

/** Another language's catalogue: exactly en's keys, plural entries plural with all four forms. */
export type Catalogue = CatalogueOf<typeof en>;
/** Another language's back-office messages: exactly the English ones' keys. */
export type AdminCatalogue = CatalogueOf<AdminMessages>;
