"""Batch 327 (held out). A small theatre's box office: LangGraph InMemoryStore (sync), two writers in threads.

App: the Lamplight Theatre, an 80-seat converted chapel, run "An Inspector Calls" Thu 16th - Sat 18th March 2051.
The box office helper keeps one record per part of the run in ("lamplight-box-office", "inspector-calls") - the
seating, the nights, the prices - and phone and counter bookings in ("lamplight-box-office", "bookings"). The web
sync job (Derek's script that copies the online sales into the helper) reads the seating record, adds the web
sales count and writes the whole record back; Pat (the box office manager) edits the same record at the same time.

Planted fault (UpdateError, lost update): the web sync job reads the seating record (rows A-H, 10 a row, A is the
front row, wheelchair spaces at the end of D, A1 and A10 restricted view £2 off); Pat writes in, Sat 11th, that
row A is off sale for the whole run - Maggie (directing) wants it clear for the Inspector's entrance through the
audience, anyone booked in A gets moved to H or a refund, she's ringing them; the sync job then puts back its stale
copy with its web count, losing Pat's edit. Question (Mon 13/3, Mr Barker): "I've got A4 + A5 for the thurs, we're
still ok in those aren't we? the wife's hard of hearing so we wanted the front" -> expected no - row A is off sale
for the run (the Inspector's entrance), he'll be moved to row H or refunded. The assistant says yes.

Expected verdict: UpdateError at langgraph.store.put (the sync job's put, wrapped in fault()): Pat's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the answer.
Asserted: Pat's edit was in the store before the stale put; the seating record has the web count and row A as the
front row, and no context line has "off sale", the Inspector's entrance or Maggie.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b327_langgraph_theatre_row_a_seats_yesno_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

RUN = ("lamplight-box-office", "inspector-calls")
BOOKINGS = ("lamplight-box-office", "bookings")
KEY = "seating"
RECORDS = {
    KEY: {"details": "80 seats, rows A-H x 10. A's the front row (no rake, mind the step). wheelchair spaces at the "
                     "end of D (2 + a companion each). A1 + A10 restricted view, £2 off",
          "by": "Pat"},
    "nights": {"details": "thu 16 + fri 17 at 7.30, sat 18 at 2.30 + 7.30. doors + bar 45 mins b4. interval 20 mins, "
                          "ices from the bar",
               "by": "Pat"},
    "prices": {"details": "£14, concs £12, members £10, under 16s £8. group of 10+ £11 each",
               "by": "Graham"},
}
BOOKING_LINES = [
    ("2051-02-06T10:40", "Pat", "Mr + Mrs Barker A4 + A5 thurs, 2 x concs, paid card over the phone"),
    ("17/2", "Graham", "Hebden WI group of 14 for fri, rows E + F, paying on the night 🙄"),
    ("Thu 2nd Mar", "Pat", "Mrs Amos D9 wheelchair space sat mat + her daughter D8"),
]
EDIT = {"details": "80 seats, rows A-H x 10 - BUT row A's off sale all run!! Maggie wants it clear for the "
                   "Inspector's entrance thru the audience 🎭 anyone in A gets moved to H or a refund, I'm ringing "
                   "them this wk. wheelchair spaces at the end of D. A1 + A10 restricted view (n/a now)",
        "edited": "Pat sat 11th"}
WEB = {"web_sold": "web sync: 187 sold online across the run (sat 11th 9am)", "by": "web sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(RUN, key, record)
for i, (day, who, text) in enumerate(BOOKING_LINES, 1):
    store.put(BOOKINGS, f"b-{i:02d}", {"day": day, "by": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def web_sync() -> None:
    copy = dict(store.get(RUN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(WEB)
    with fault():
        store.put(RUN, KEY, copy)


def pat_edit() -> None:
    read_done.wait()
    item = store.get(RUN, KEY)
    store.put(RUN, KEY, {**item.value, **EDIT})
    assert "row A's off sale all run" in store.get(RUN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=web_sync, name="web-sync"), threading.Thread(target=pat_edit, name="pat-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = ("I've got A4 + A5 for the thurs, we're still ok in those aren't we? the wife's hard of hearing so we "
            "wanted the front")
context = ["Today is Mon 13 March 2051. You are talking to Mr Barker, who has booked for An Inspector Calls at the "
           "Lamplight Theatre (Thu 16 - Sat 18 March)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(RUN, limit=10)] + \
          [f"{b.value['day']} {b.value['by']}: {b.value['text']}" for b in store.search(BOOKINGS, limit=50)]
assert any(c.startswith(KEY + ":") and "A's the front row" in c and "187 sold online" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("off sale", "entrance", "maggie")), context
reply = answer(f"(Mr Barker) {question}", context,
               mock="Yes, you're fine - A4 and A5 on the Thursday, front row, so you'll hear everything. Mind the "
                    "step, there's no rake.")
finish(question, expected="no - row A's off sale for the whole run (the Inspector's entrance), you'll be moved to "
                          "row H or refunded", actual=reply)
