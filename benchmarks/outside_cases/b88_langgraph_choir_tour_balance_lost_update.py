"""Batch 88 (held out). A community choir's concert tour to Ghent: LangGraph InMemoryStore (sync), two writers in
threads.

App: Hitchin Cantabile (30 singers) keeps its May tour in the store: tour records in ("cantabile", "tour") (coach,
hotel, concerts, costs), committee messages in ("cantabile", "notes"). The treasurer's deposits job reads the costs
record, adds the tally of deposits in from the bank statement and writes the whole record back; Gwen (tour
organiser) edits the same record at the same time.

Planted fault (UpdateError, lost update): the deposits job reads the costs record (£385 a singer: coach + 2 nights
B&B, £100 deposit by 31/1); Gwen then writes her edit (the Arts Council money came through, £2,250, shared out
evenly so it's £310 a head, she's emailed everyone) and the deposits job puts back its stale copy with the tally
added, losing Gwen's edit. Question (Tue 12/4, Alan, a tenor who has paid his deposit): "how much have I still got
to pay for the tour? paid my deposit in jan" -> expected £210 (£310 less the £100 deposit). The assistant says £285.

Expected verdict: UpdateError at langgraph.store.put (the deposits job's put, wrapped in fault()). Asserted: Gwen's
edit was in the store before the stale put; the costs record has the tally and £385, and nothing in the context
mentions £310.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b88_langgraph_choir_tour_balance_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

TOUR = ("cantabile", "tour")
NOTES = ("cantabile", "notes")
KEY = "costs"
RECORDS = {
    KEY: {"per_singer": "£385 each - coach + 2 nights B&B (twin rooms), meals not incl",
          "deposit": "£100 by 31 Jan, balance by 30 April to the choir acct (ref TOUR + surname)",
          "single_room": "+£70 if you want one, ask Gwen"},
    "coach": {"firm": "Richmond's of Barley, 49 seater", "out": "Fri 13/5 dep church car park 5.45am, Dover 9.40 "
                                                               "ferry", "back": "Sun 15/5 home approx 9pm"},
    "hotel": {"name": "Hotel Onderbergen, Ghent centre", "rooms": "15 twins", "breakfast": "7-9.30"},
    "concerts": {"sat": "Sat 14/5 4pm St Nicholas' Church, Ghent - Faure Requiem + the Rutter set",
                 "sun": "Sun 15/5 sing the 10am mass at St Bavo's, then coach home"},
}
NOTE_LINES = [
    ("3/2", "Gwen", "29 of 30 deposits in, chasing Margaret"),
    ("1 March", "Stephen", "black folders + red scarves for the concert pls, Faure scores from the library"),
    ("22.3.33", "Gwen", "Arts Council finally replied - we got it!! £2,250 - sorting out what it means per head"),
    ("4/4", "Pam", "EHIC/GHIC cards + passports, check they're in date"),
]
EDIT = {"per_singer": "£310 each - the Arts Council £2,250 came thru, Gwen's shared it out evenly, coach + 2 nights "
                      "B&B (twin rooms), meals not incl. emailed everyone 5/4"}
TALLY = {"deposits_in": "30 of 30 (Margaret paid 8/2), £3,000 in the tour acct"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(TOUR, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def deposits_job() -> None:
    copy = dict(store.get(TOUR, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(TALLY)
    with fault():
        store.put(TOUR, KEY, copy)


def gwen_edit() -> None:
    read_done.wait()
    item = store.get(TOUR, KEY)
    store.put(TOUR, KEY, {**item.value, **EDIT, "edited": "Gwen 5/4 21:14"})
    assert "£310" in store.get(TOUR, KEY).value["per_singer"]
    edit_done.set()


threads = [threading.Thread(target=deposits_job, name="deposits-job"),
           threading.Thread(target=gwen_edit, name="gwen-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much have I still got to pay for the tour? paid my deposit in jan"
context = ["Today is Tue 12 April 2033. You are talking to Alan, a tenor going on the tour."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(TOUR, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "£385 each" in c and "30 of 30" in c for c in context), context
assert not any("£310" in c for c in context), context
reply = answer(question, context, mock="£285 - the tour's £385 each and you've paid £100. Balance by 30 April to "
                                       "the choir account, ref TOUR + your surname.")
finish(question, expected="£210 - £310 a head less his £100", actual=reply)
