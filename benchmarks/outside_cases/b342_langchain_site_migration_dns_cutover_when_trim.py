"""Batch 342 (held out). A website migration project: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: the marketing site of a B2B payroll company is moving from WordPress to a headless Next.js site on Vercel, with
Fastly in front. Priya (the project lead) chats with the project's helper while she runs it; each turn the chat is
trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 (2026-05-26T15:00-04:00) is the plan - content freeze
Fri 6/5 5pm ET, DNS cutover Tue 6/9 7am ET. Turn 2 is the redirect map. In turn 3 (Tue 2026-06-02 16:05 ET) Priya says
the CMS export failed QA (WEB-212: ~1,100 posts missing hero images), so the cutover slips to a week from next
Tuesday, same time 7am ET, and the freeze moves with it. Turns 4 to 8 are the runbook draft (still "cutover: Tue 6/9
07:00 ET", she'll fix it), the SEO checklist, the CDN config, the comms plan and the rollback plan. By turn 9 the
trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Thu 6/4, Priya): "when exactly is DNS cutover? Fastly
need a date + time for the cert swap" -> expected Tue 6/16, 7am ET. The assistant says Tue 6/9, 7am ET.

Why this is temporal: "a week from next Tuesday", said on Tue 6/2, is Tue 6/16 (next Tuesday is 6/9, a week from
that is 6/16); the answer depends on when turn 3 was said.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved the
cutover was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the model
saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on the slip, WEB-212
or "a week from next Tuesday"); the runbook draft, the CDN config and the rollback plan are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b342_langchain_site_migration_dns_cutover_when_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "when exactly is DNS cutover? Fastly need a date + time for the cert swap"
TURNS = [
    ("2026-05-26T15:00-04:00 kickoff done 🎉 WP -> Next.js on vercel, fastly in front. content freeze Fri 6/5 5pm ET, "
     "DNS cutover Tue 6/9 7am ET (low traffic). help me keep track pls",
     "Tracking it: WordPress to Next.js on Vercel behind Fastly; content freeze Fri 6/5 5pm ET, DNS cutover Tue 6/9 "
     "7am ET."),
    ("redirect map is 3,400 URLs, tom owns it, `/blog/*` -> `/resources/blog/*` as 301s, sheet in the drive",
     "Redirect map: 3,400 URLs owned by Tom, /blog/* to /resources/blog/* as 301s; the sheet is in the drive."),
    ("Tue 6/2 16:05 ET - CMS export failed QA 😩 WEB-212, ~1,100 posts missing hero images. so cutover slips to a "
     "week from next Tuesday, same time 7am ET, freeze moves with it. told the exec sponsor",
     "Understood - cutover moves to a week from next Tuesday (Tue 6/16), still 7am ET, and the content freeze moves "
     "with it because of WEB-212."),
    ("runbook draft from lena 👇 'T-24h lower TTLs to 60s ... cutover: Tue 6/9 07:00 ET, swap apex A + www CNAME to "
     "vercel ... T+1h smoke tests' - will fix the date, can u check the steps are in order",
     "The steps are in order: lower TTLs at T-24h, swap the apex A record and the www CNAME, then smoke tests at "
     "T+1h."),
    ("SEO checklist: canonical tags, sitemap.xml resubmit in search console same day, hreflang for /de + /fr",
     "SEO: canonical tags, resubmit sitemap.xml in Search Console on the day, hreflang for /de and /fr."),
    ("CDN: fastly service `web-prod-v2` ready, shielding in IAD, cache purge by surrogate key. cert swap needs 48h "
     "notice to their support",
     "Fastly service web-prod-v2 is ready (IAD shield, purge by surrogate key); the cert swap needs 48 hours' notice."),
    ("comms: status page banner the day before, sales gets a heads up in #gtm, no customer email (nothing changes "
     "for them)",
     "Comms: status page banner the day before, a heads-up to sales in #gtm, no customer email."),
    ("rollback: keep WP on `legacy.` for 2 wks, DNS back within 15 min if smoke tests fail, raj has the keys",
     "Rollback: WordPress stays on legacy. for two weeks, DNS can be reverted within 15 minutes; Raj has the keys."),
    (QUESTION,
     "Tue 6/9 at 7am ET - and Fastly need 48 hours' notice for the cert swap, so tell them by Sun 6/7."),
]
WINDOW = 11
GONE = ("slips", "web-212", "a week from next tuesday", "6/16")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("cutover: Tue 6/9 07:00 ET" in str(m.content) for m in window), window
            assert any("cert swap needs 48h" in str(m.content) for m in window), window
            assert any("raj has the keys" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("cutover slips to a week from next Tuesday" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Priya's chat - she leads the marketing-site migration, WordPress to "
                                            "Next.js; now Thu 2026-06-04)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Tue 6/16, 7am ET - it slipped to a week from next Tuesday (said Tue 6/2) over WEB-212",
       actual=reply)
