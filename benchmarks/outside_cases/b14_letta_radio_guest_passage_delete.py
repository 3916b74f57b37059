"""Batch 14 (held out). Community radio producer's assistant: a Letta agent's archival memory (letta-client 1.x
against the tests' in-process stand-in server), script style (every call its own trace).

App: the station's volunteer producer logs each guest booking as one archival passage
(``agents.passages.create``), written the way she writes them in the studio diary (UK day/month dates, times like
8.15am). Every Monday a housekeeping job lists the passages tagged "guest", parses the date in each and deletes the
bookings whose show day has passed (``agents.passages.delete``). Presenters ask the assistant, which runs
``agents.passages.search`` and answers with litellm.

Planted fault (DeletionError, the wrong passage deleted): on Mon 16 March 2026 the job parses "Fri 3/4" in "Fri 3/4 -
Breakfast w/ Dee: Kez Marsh from the Repair Cafe, 8.15-8.30am, phone-in on fixing toasters, she'll bring the
flyer" as month/day (4 March, past) instead of day/month (3 April, still to come) and deletes it. The two
bookings that really are past ("Sat 07.03.26", "Wed 11 Mar") are deleted correctly, outside the window. Question:
"When is Kez from the Repair Cafe on the breakfast show?" -> expected "Friday 3 April, 8:15 to 8:30 am". The
search finds other Repair Cafe and breakfast bookings but not hers, and the assistant says she is not booked.

Expected verdict: DeletionError at letta.passages.delete of Kez's passage (fault() wraps that one delete). Asserted:
the passage was stored and listed before the job; it is in no search result or listing after. Another reading: none
that we see -- nothing else writes or removes it, and the search returns every matching passage (top_k 10).
"""
from __future__ import annotations

import re
import uuid
from datetime import date

import b3_support as b3
from common import answer, fault, finish, setup

setup("b14_letta_radio_guest_passage_delete", ["letta", "litellm"])

server = b3.fake_letta()
client = b3.letta_client(server)
agent = f"agent-{uuid.uuid4()}"
server.add_agent(agent, human="Producer: Ros (volunteer, Weds & Fri).", persona="Riverside Community Radio 104.6 "
                                                                            "producer's assistant.")

BOOKINGS = [
    "Sat 07.03.26 - Saturday Sessions: Ferncliffe Ukulele Orch live in studio 2, 11.00-11.30, 6 players, need 3 mics.",
    "Wed 11 Mar - Drive w/ Sunil: Cllr Ruth Amadi re library opening hours, 17:40 slot, 10 mins, pre-recorded OK.",
    "Fri 3/4 - Breakfast w/ Dee: Kez Marsh from the Repair Cafe, 8.15-8.30am, phone-in on fixing toasters, she'll "
    "bring the flyer.",
    "Tue 24/3 - Drive w/ Sunil: St Anne's Hospice fun run organisers (2), 17:20-17:35, promo for Sun 19 Apr.",
    "Thu 26/3 - Breakfast w/ Dee: allotment society re seed swap at the Repair Cafe venue (Scout hut), 7.45am, "
    "5 mins by phone.",
]
for text in BOOKINGS:
    client.agents.passages.create(agent, text=text, tags=["guest"])

TODAY = date(2026, 3, 16)


MONTHS = {m: i for i, m in enumerate("jan feb mar apr may jun jul aug sep oct nov dec".split(), 1)}


def show_day(text: str) -> date:
    """The housekeeping job's date parser: "07.03.26" and "11 Mar" right; "3/4" read month-first, US style (the
    bug), falling back to day-first only when that is no date ("24/3")."""
    if m := re.search(r"\b(\d{1,2})\.(\d{1,2})\.(\d{2})\b", text):
        return date(2000 + int(m.group(3)), int(m.group(2)), int(m.group(1)))
    if m := re.search(r"\b(\d{1,2}) (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\b", text.lower()):
        return date(2026, MONTHS[m.group(2)], int(m.group(1)))
    m = re.search(r"\b(\d{1,2})/(\d{1,2})\b", text)
    a, b = int(m.group(1)), int(m.group(2))
    try:
        return date(2026, a, b)
    except ValueError:
        return date(2026, b, a)


listed = client.agents.passages.list(agent, search="")
kez = [p for p in listed if "Kez Marsh" in p.text]
assert len(kez) == 1
for p in listed:
    if show_day(p.text) < TODAY:
        if "Kez Marsh" in p.text:
            with fault():
                client.agents.passages.delete(p.id, agent_id=agent)
        else:
            client.agents.passages.delete(p.id, agent_id=agent)

question = "When is Kez from the Repair Cafe on the breakfast show?"
found = client.agents.passages.search(agent, query=question, top_k=10)
context = [r.content for r in found.results]
left = [p.text for p in client.agents.passages.list(agent, search="")]
assert len(left) == 2 and not any("Ferncliffe" in t or "Amadi" in t for t in left), left
assert context and not any("Kez" in c for c in context + left), (context, left)
assert any("Repair Cafe" in c for c in context), context
reply = answer(question, context, mock="I can't find Kez from the Repair Cafe in the guest bookings - the only "
                                       "Repair Cafe item on Breakfast is the allotment society's seed swap call on "
                                       "Thu 26 March at 7.45am.")
finish(question, expected="Friday 3 April, 8:15 to 8:30 am", actual=reply)
