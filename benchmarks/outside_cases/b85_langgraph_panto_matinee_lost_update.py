"""Batch 85 (held out). A village pantomime's box office: LangGraph InMemoryStore (sync), two writers in threads.

App: the Little Bramford Players keep their panto (Cinderella, Jan 2033) in the store: show records in
("bramford-panto", "show") (performances, tickets, scenery), cast and crew messages in ("bramford-panto", "notes").
A ticket-tally job reads the performances record, adds up the sales from the online shop and the village shop,
writes the tallies into the record and writes the whole record back; Sheila (the producer) edits the same record
from her phone at the same moment.

Planted fault (UpdateError, lost update): the tally job reads the performances record (Sat matinee 2pm), Sheila
then writes her edit (the hall's got the Pearsons' christening lunch till half one, so the Saturday matinee's at
2.30, doors 2.00), and the tally job puts back its stale copy with the tallies added, losing Sheila's edit.
Question (Wed 5/1, the lady who does the raffle): "what time does saturday's matinee start?" -> expected half past
two. The assistant says 2pm.

Expected verdict: UpdateError at langgraph.store.put (the tally job's put, wrapped in fault()). Asserted: Sheila's
edit was in the store before the stale put; the final record has the tallies and the 2pm start, and nothing in the
context mentions 2.30 or the christening.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b85_langgraph_panto_matinee_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SHOW = ("bramford-panto", "show")
NOTES = ("bramford-panto", "notes")
KEY = "performances"
RECORDS = {
    KEY: {"fri 7/1": "7pm, doors 6.30", "sat 8/1 matinee": "2pm, doors 1.30 - kids' one, ice lollies at the interval",
          "sat 8/1 eve": "7pm, doors 6.30, bar open", "sun 9/1": "no show, get out + hall back to the WI by 6pm",
          "prices": "£8 adult, £5 under-16, £22 family (2+2)"},
    "scenery": {"flats": "kitchen + ballroom painted, forest still needs the trees doing (Bob)",
                "coach": "pumpkin coach on the trailer, fits thru the side door JUST", "storage": "Bob's barn"},
    "cast": {"Cinders": "Ellie Marsh", "Buttons": "Tom Pike", "Ugly sisters": "Geoff + Alan (as ever)",
             "Fairy G": "Jo Rendell", "Prince": "Sam Okoro"},
}
NOTE_LINES = [
    ("12/12", "Jo", "fairy wand's broken, I've ordered another off ebay, should be here by the 20th"),
    ("Dec 18th", "Bob", "smoke machine works but sets the hall alarm off - ring the key holder first!!"),
    ("2.1.33", "Sheila", "spoke to Mrs Pearson, christening lunch in the hall sat 8th, they're out by 1.30 latest"),
    ("3/1", "Geoff", "ugly sisters' wigs need a wash, can someone take them to Mandy's"),
]
EDIT = {"sat 8/1 matinee": "2.30 start, doors 2pm (Pearsons' christening lunch in the hall til 1.30)"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SHOW, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def tally_job() -> None:
    copy = dict(store.get(SHOW, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"sold (online + village shop, 4/1)": "fri 61, sat mat 88, sat eve 97 of 110"})
    with fault():
        store.put(SHOW, KEY, copy)


def sheila_edit() -> None:
    read_done.wait()
    item = store.get(SHOW, KEY)
    store.put(SHOW, KEY, {**item.value, **EDIT, "edited": "Sheila tues 4/1 22.05"})
    assert "2.30 start" in store.get(SHOW, KEY).value["sat 8/1 matinee"]
    edit_done.set()


threads = [threading.Thread(target=tally_job, name="ticket-tally"),
           threading.Thread(target=sheila_edit, name="sheila-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time does saturday's matinee start?"
context = ["Today is Wed 5 January 2033. You are talking to Pam, who runs the raffle."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SHOW, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY) and "2pm, doors 1.30" in c and "sat mat 88" in c for c in context), context
assert not any("2.30" in c or "christening lunch in the hall til" in c for c in context), context
reply = answer(question, context, mock="2pm, with doors at 1.30 - it's the kids' one, lollies at the interval.")
finish(question, expected="half two (doors open at 2)", actual=reply)
