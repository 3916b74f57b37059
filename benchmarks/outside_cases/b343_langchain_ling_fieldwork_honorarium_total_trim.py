"""Batch 343 (held out). A linguistics fieldwork project: LangChain InMemoryChatMessageHistory + trim_messages (last
11 messages), one root span per turn.

App: a documentation project on an endangered language of the Top End (CI: Prof. A. Ferris; field coordinator: Dr
L. Tran, postdoc) records with community consultants at Barrangal, NT, from July to September 2051. Dr Tran keeps the
project's set-up decisions in a chat with the project's helper; each turn the chat is trimmed to its last 11
messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 (2051-07-04) is the set-up note - consultants paid at
the University's casual rate for language consultants, AUD 60 an hour, from session timesheets. Turn 2 is travel
and accommodation. In turn 3 (Tue 11 July) Dr Tran records the phone meeting with the Land Council's cultural
advisory group: it was agreed, and the CI has since signed off by email, that consultant honoraria follow the
Council's rate, AUD 85 an hour, not the University's AUD 60, backdated to the first session. Turns 4 to 8 are the
recording kit, Finance's payment-form template (which still pre-fills "Rate: AUD 60.00 per hour"; Finance will
update it "in due course"), metadata conventions, consent and the archive deposit. By turn 9 the trim drops turns 1
to 3; turns 4 to 8 stay. Question (turn 9, Fri 18 Aug): "What total should I enter on Aunty Ros's payment form for
this week? She did three sessions of two hours each." -> expected AUD 510 (6 hours at AUD 85). The assistant says
AUD 360 (6 hours at AUD 60).

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that set the
rate at AUD 85 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on AUD
85, the Land Council or backdating); the payment-form template's AUD 60.00 and the kit are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b343_langchain_ling_fieldwork_honorarium_total_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("What total should I enter on Aunty Ros's payment form for this week? She did three sessions of two "
            "hours each.")
TURNS = [
    ("2051-07-04 Project set-up note (LT). Fieldwork at Barrangal, late July - Sept 2051. Language consultants to be "
     "paid at the University's casual rate for language consultants, AUD 60/hr, from signed session timesheets, "
     "processed fortnightly by Finance. Sessions normally 2 h, never more than 3 h in a day.",
     "Noted: consultants paid AUD 60 an hour from signed timesheets, processed fortnightly; sessions normally two "
     "hours, at most three a day."),
    ("Travel: DRW flights booked for 24 July (LT + the RA), 4WD hire from Darwin (Budget, AUD 165/day), visitors' "
     "quarters at the council office AUD 140/night - invoice to the project cost centre.",
     "Flights to Darwin on 24 July, a 4WD at AUD 165 a day and the council visitors' quarters at AUD 140 a night, "
     "invoiced to the project cost centre."),
    ("Tue 11 July - phone mtg with the Land Council's cultural advisory group (1000 ACST). After some discussion it "
     "was agreed - and Prof. Ferris has since signed off by email - that consultant honoraria will follow the "
     "Council's rate, AUD 85/hr, rather than the University's AUD 60, backdated to the first session. ACTION: LT to "
     "let Finance know.",
     "Understood - honoraria now follow the Land Council's rate of AUD 85 an hour, backdated to the first session, "
     "with the CI's approval; you'll tell Finance."),
    ("Recording kit: Zoom H5 + 2 lapel mics (Rode), spare AAs, the Sony camera for the Country walks; WAV 48 kHz / "
     "24-bit throughout, no mp3 please.",
     "Kit: the Zoom H5 with two Rode lapel mics, spare AA batteries and the Sony camera; WAV at 48 kHz/24-bit."),
    ("Finance sent their payment-form template (v2, 2050) - it still pre-fills 'Rate: AUD 60.00 per hour' in the "
     "rate box. They say they'll update the template 'in due course'. Total = hours x rate, GST n/a.",
     "The template's rate box is pre-filled with AUD 60.00 per hour; the total is hours times the rate, no GST."),
    ("Metadata conventions: ELAN tiers (tx, mb, gl, ft), ISO 639-3 code on every file, file names "
     "YYYYMMDD_speaker_session (e.g. 20510801_RB_s03).",
     "ELAN tiers tx/mb/gl/ft, the ISO 639-3 code on every file, and names like 20510801_RB_s03."),
    ("Consent: the visual consent form (HREC-approved, v1.3) for every consultant, re-confirmed at the start of "
     "each recording. Any restricted material flagged in the session notes before upload.",
     "Visual consent form v1.3 for every consultant, re-confirmed on each recording; restricted material flagged in "
     "the session notes before upload."),
    ("Archive: deposit with the regional archive at the end of the season, access conditions agreed w/ each "
     "family; nothing public until the community review in Nov.",
     "Deposit at the end of the season with access conditions agreed with each family; nothing public before the "
     "community review in November."),
    (QUESTION,
     "AUD 360 - six hours at the rate on the form, AUD 60.00 per hour."),
]
WINDOW = 11
GONE = ("aud 85", "85/hr", "land council", "backdated")


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
            assert any("'Rate: AUD 60.00 per hour'" in str(m.content) for m in window), window
            assert any("Zoom H5" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("will follow the Council's rate, AUD 85/hr" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Dr L. Tran's project chat - field coordinator of the Barrangal "
                                            "documentation project; today Fri 18 Aug 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="AUD 510 - 6 hours at the Land Council's AUD 85 an hour (agreed 11 July, backdated)",
       actual=reply)
