import type { MailMessage } from './mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function withLink(to: string, subject: string, intro: string, linkLabel: string, link: string, outro: string): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${linkLabel}: ${link}\n\n${outro}\n\nResearch Insights`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p><p>${escapeHtml(outro)}</p><p>Research Insights</p>`,
  };
}

/** Names the user name that signed up, and lets the recipient refuse it (docs/accounts-and-claims.md). */
export function verificationEmail(to: string, link: string, username: string): MailMessage {
  return withLink(to, 'Verify your e-mail address for Research Insights',
    `Someone signed up for Research Insights with this e-mail address, as the user name "${username}". If that was you, open the link and sign in as ${username} to verify your address and activate the account.`,
    'Verify my e-mail address', link,
    `If you did not sign up as "${username}", open the link and choose "I did not sign up": the account is removed and nobody can use this address with it. The link works once and expires in 24 hours.`);
}

export function passwordResetEmail(to: string, link: string): MailMessage {
  return withLink(to, 'Reset your Research Insights password',
    'Someone (hopefully you) asked to reset the password of your Research Insights account.',
    'Choose a new password', link,
    'The link works once and expires in 1 hour. If you did not ask for this, ignore this message: your password stays as it is.');
}

export function invitationEmail(to: string, link: string, universityName: string, accessLevel: string): MailMessage {
  return withLink(to, `You are invited to ${universityName} on Research Insights`,
    `You have been invited to join ${universityName}'s Research Insights account with ${accessLevel} access.`,
    'Accept the invitation', link,
    'The link works once and expires in 7 days.');
}

export function jobFinishedEmail(to: string, jobTitle: string, outcome: 'completed' | 'failed', detail: string): MailMessage {
  const subject = outcome === 'completed' ? `${jobTitle}: finished` : `${jobTitle}: failed`;
  const text = outcome === 'completed'
    ? `The job "${jobTitle}" you started has finished.\n\n${detail}\n\nResearch Insights`
    : `The job "${jobTitle}" you started has failed.\n\n${detail}\n\nYou can retry it from the job console.\n\nResearch Insights`;
  return { to, subject, text };
}

/** Contact Us: the request as the visitor wrote it, to the team (reply to the visitor's address). */
export function contactRequestEmail(to: string, request: { name: string; email: string; message: string }): MailMessage {
  return {
    to,
    subject: `Contact request from ${request.name}`,
    text: `${request.name} <${request.email}> wrote through the Contact Us form:\n\n${request.message}\n\nAnswer from Contact Us Support, then mark the request as contacted.\n\nResearch Insights`,
    html: `<p>${escapeHtml(request.name)} &lt;${escapeHtml(request.email)}&gt; wrote through the Contact Us form:</p><blockquote>${escapeHtml(request.message).replace(/\n/g, '<br>')}</blockquote><p>Answer from Contact Us Support, then mark the request as contacted.</p><p>Research Insights</p>`,
  };
}

/** An administrator's decision on a claimed author profile (docs/accounts-and-claims.md). */
export function claimDecisionEmail(to: string, decision: { approved: boolean; authorName: string; note: string; link: string }): MailMessage {
  const intro = decision.approved
    ? `Your claim of the author profile of ${decision.authorName} has been approved. The profile is now linked to your account.`
    : `Your claim of the author profile of ${decision.authorName} has been rejected. Your account is not linked to that profile.`;
  const note = decision.note.trim() === '' ? '' : `Note from the administrator: ${decision.note.trim()}`;
  return withLink(to, decision.approved ? 'Your profile claim was approved' : 'Your profile claim was rejected',
    note === '' ? intro : `${intro}\n\n${note}`, 'Log in to Research Insights', decision.link,
    decision.approved ? 'Welcome aboard.' : 'If you think this is a mistake, reply through the Contact Us page.');
}
