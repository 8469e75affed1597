import type { Page } from '@playwright/test'
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  apiLogin,
  expect,
  expectNoSidewaysScroll,
  test,
  seriousViolations,
} from './support'

/** The public pages' switch: a native select named "Language" (in English too, whatever the page reads). */
const languageSelect = (page: Page) => page.getByRole('combobox', { name: /Language/ })

// Every page a student opens reads three languages and fits a phone, where the language switch must fit beside
// everything else: about width.
test.describe('languages', { tag: '@width' }, () => {
  // Two axe walks and several pages each: past the default 30 s on a busy two-core machine.
  test.setTimeout(90_000)

  test('a student switches the sign-in page to Tamil, keeps it after a reload, and reads their surveys in it', async ({
    page,
  }) => {
    await page.goto('/login')
    // English is the default: the other specs rely on it.
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    await languageSelect(page).selectOption({ label: 'தமிழ்' })
    await expect(page.getByRole('heading', { name: 'உள்நுழைக', level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'கடவுச்சொல் மறந்துவிட்டதா?' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'தனியுரிமைக் கொள்கை' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta')
    await expect(languageSelect(page)).toHaveAccessibleName('மொழி (Language)')
    expect(await page.evaluate(() => localStorage.getItem('campus.language'))).toBe('ta')
    await expectNoSidewaysScroll(page)

    await page.reload()
    await expect(page.getByRole('heading', { name: 'உள்நுழைக', level: 1 })).toBeVisible()
    await expect(languageSelect(page)).toHaveValue('ta')

    // A wrong password is refused in Tamil: the page words the server's INVALID_CREDENTIALS itself.
    await page.getByLabel('மின்னஞ்சல் அல்லது பதிவு எண்').fill(ACCOUNTS.STUDENT)
    await page.getByRole('textbox', { name: 'கடவுச்சொல்', exact: true }).fill('not-the-password1')
    await page.getByRole('button', { name: 'உள்நுழை', exact: true }).click()
    await expect(page.getByRole('alert')).toContainText('கடவுச்சொல் தவறு')
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole('textbox', { name: 'கடவுச்சொல்', exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'உள்நுழை', exact: true }).click()
    await expect(page).toHaveURL('/')
    const header = page.getByRole('banner')
    await expect(header.getByText('மாணவர்', { exact: true })).toBeVisible()
    await expect(header.getByRole('button', { name: 'மொழி (Language): தமிழ்' })).toBeVisible()
    await expectNoSidewaysScroll(page)
    // The home page is not translated yet: it reads English, never its strings' keys (the fixture fails on those).
    await expect(page.getByRole('heading', { name: /^Welcome/, level: 1 })).toBeVisible()

    await page.goto('/feedBack/mySurveys')
    await expect(page.getByRole('heading', { name: 'என் கருத்துக்கணிப்புகள்', level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'பதிலளிக்க வேண்டியவை' })).toBeVisible()
    const done = page.getByRole('region', { name: 'முடிந்தவை அல்லது மூடப்பட்டவை' })
    await expect(done).toBeVisible()
    // The seeded mid-semester survey closed a week ago: its card, closing date and badge read Tamil.
    const midSemester = done
      .getByRole('listitem')
      .filter({ hasText: 'Mid-semester course feedback' })
      .filter({ hasText: 'PH101' })
    await expect(midSemester).toContainText('அன்று நிறைவடையும்')
    await expect(midSemester).toContainText('மூடப்பட்டது')
    await expect(midSemester).not.toContainText('Closes on')
    await expect(page.getByRole('navigation', { name: 'அடிக்குறிப்பு' })).toBeVisible()
    await expectNoSidewaysScroll(page)
    expect(await seriousViolations(page)).toEqual([])

    // The header's switch applies at once, and the choice outlives signing out.
    await header.getByRole('button', { name: /\(Language\)/ }).click()
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click()
    await expect(page.getByRole('heading', { name: 'मेरे सर्वेक्षण', level: 1 })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await header.getByRole('button', { name: /खाता मेनू$/ }).click()
    await page.getByRole('menuitem', { name: 'साइन आउट करें' }).click()
    await expect(page).toHaveURL('/login')
    await expect(page.getByRole('heading', { name: 'साइन इन करें', level: 1 })).toBeVisible()
  })

  test('the public feedback form and a shared announcement read Hindi', async ({ page }) => {
    // As an HOD shares it: its link opens without a session, as from the SMS.
    const token = await apiLogin(page.request, ACCOUNTS.HOD)
    const announcement = await page.request.post('/boot/announcement', {
      params: { token },
      data: {
        userIds: [],
        groupIds: ['grp-cse-2023-b'],
        parentsUserIds: [],
        parentsGroupIds: [],
        sms: 'NO',
        title: 'Library hours',
        message: 'The library stays open until 8 pm during exams.',
      },
    })
    expect(announcement.status()).toBeLessThan(300)
    const { randomKey } = (await announcement.json()) as { randomKey: string }

    // Never signed in, as a QR code opens the form.
    await page.goto('/feedback-form/ft-course/sv-cse-end/OTHERS')
    await expect(page.getByRole('heading', { name: 'FEEDBACK FORM', level: 1 })).toBeVisible()
    await languageSelect(page).selectOption({ label: 'हिन्दी' })
    await expect(page.getByRole('heading', { name: 'प्रतिक्रिया प्रपत्र', level: 1 })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByLabel('विद्यार्थी का नाम')).toBeVisible()
    await expect(page.getByRole('radio', { name: '5 तारे, उत्कृष्ट' }).first()).toBeAttached()
    // Sent with no stars: the form says what is missing, in Hindi.
    await page.getByLabel('पंजीकरण संख्या').fill('CSE23001')
    await page.getByRole('button', { name: 'जमा करें' }).click()
    await expect(page.getByText('कृपया सभी प्रश्नों के उत्तर दें')).toBeVisible()
    await expect(page.getByText('इस प्रश्न का मूल्यांकन करें').first()).toBeVisible()
    await expectNoSidewaysScroll(page)
    expect(await seriousViolations(page)).toEqual([])

    await page.goto('/feedback-form/ft-course/no-such-survey/OTHERS')
    await expect(page.getByText('बिना शीर्षक का सर्वेक्षण', { exact: true })).toBeVisible()

    // The announcement's link, in the language this browser chose on the form.
    await page.goto(`/view-sms/${randomKey}`)
    await expect(page.getByRole('heading', { name: 'Library hours', level: 1 })).toBeVisible()
    await expect(page.getByText('संलग्नक :')).toBeVisible()
    await expect(page.getByText('कोई संलग्नक नहीं')).toBeAttached()
    await expect(languageSelect(page)).toHaveAccessibleName('भाषा (Language)')
    await expectNoSidewaysScroll(page)
    expect(await seriousViolations(page)).toEqual([])

    await page.goto('/view-sms/AAAAAAAAAAAAAAAAAAAAAA')
    await expect(page.getByText('यह घोषणा उपलब्ध नहीं है')).toBeVisible()
  })
})
