/**
 * The time zone in which the app shows a company's times and days when the
 * record carries none of its own (every company is in central Mexico today;
 * decision 38 and contract decision 39). The one place it is written in the app.
 */
export const companyTimeZone = 'America/Mexico_City';
