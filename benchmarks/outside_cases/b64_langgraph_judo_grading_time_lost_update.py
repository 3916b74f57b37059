"""Batch 64 (held out). A judo club's gradings: LangGraph InMemoryStore (sync), two writers in threads.

App: Hailsham Judo Club (about 60 members, juniors and seniors) keeps each grading in ``("hailsham-judo",
"gradings")`` (key = the grading; value = a few fields) and the coaches' notes in ``("hailsham-judo", "notes")``.
Two things write a grading's record: the membership secretary's sync script (reads the record, adds the count of
licences checked, writes the whole record back) and Steve, the head coach, from the club's tablet.

Planted fault (UpdateError, lost update): the script reads the spring grading record; then Steve writes in what he
has just agreed with the examiner: "Mr Hollis can only stay till 2 now (his lad's wedding do in the evening) so
we're starting at 9.30 not 1, mon + juniors first, seniors after a 20 min break. I'll tell the leisure centre".
The script then writes back its stale copy, which still has 1pm. Question (Thu 6/4, a junior's mum): "what time
does Saturday's grading start?" -> expected half nine. The assistant says 1pm.

Expected verdict: UpdateError at langgraph.store.put, the script's put (inside fault()). Asserted: Steve's edit is
in the record before the script's put and missing from the final context, which has 1pm and the script's line.
Another reading: none that we see; nothing is deleted, and the notes don't give the start time.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b64_langgraph_judo_grading_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

GRADINGS = ("hailsham-judo", "gradings")
NOTES = ("hailsham-judo", "notes")
KEY = "spring grading - sat 8/4/28"
RECORDS = {
    "winter grading - 9 Dec": {"result": "14 of 16 passed, Josh + Tilly to retry the throws", "examiner": "Mr Hollis"},
    KEY: {"where": "Phoenix leisure centre, sports hall 2", "start": "1pm, registration from 12.30",
          "examiner": "Mr Hollis (BJA 4th dan)", "fee": "£25 a head, cash or bacs by 1/4"},
    "summer grading - July tbc": {"where": "club dojo", "examiner": "tbc"},
}
COACH_NOTES = [
    ("10/3", "Steve", "mon (kids 5-8) doing ukemi every session till the grading, no excuses"),
    ("March 15th", "Jo (welfare)", "2 new DBS done - Kai + Bev. first aid kit restocked"),
    ("2028-03-22", "Steve", "juniors going for yellow: Freya, Alfie, Noah B, Noah T, Ellie. orange: Josh, Tilly"),
    ("29.3", "Jo", "leisure centre want the hall back by 4.30 whatever happens, there's a netball thing"),
]
EDIT = ("Mr Hollis can only stay till 2 now (his lad's wedding do in the evening) so we're starting at 9.30 not 1, mon "
        "+ juniors first, seniors after a 20 min break. I'll tell the leisure centre")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(GRADINGS, key, record)
for i, (day, who, text) in enumerate(COACH_NOTES, 1):
    store.put(NOTES, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def sync_script() -> None:
    copy = dict(store.get(GRADINGS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update({"licences": "23 checked, 2 expired (Alfie, Noah T) - parents emailed 3/4"})
    with fault():
        store.put(GRADINGS, KEY, copy)


def steve_edit() -> None:
    read_done.wait()
    item = store.get(GRADINGS, KEY)
    store.put(GRADINGS, KEY, {**item.value, "start": EDIT, "edited": "Steve (head coach), 3 Apr eve"})
    assert "starting at 9.30" in store.get(GRADINGS, KEY).value["start"]
    edit_done.set()


threads = [threading.Thread(target=sync_script, name="membership-sync"),
           threading.Thread(target=steve_edit, name="steve-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time does Saturday's grading start?"
gradings = store.search(GRADINGS, limit=50)
notes = store.search(NOTES, limit=50)
context = ["Today is Thu 6 April 2028. You are talking to Freya's mum."] + \
          [f"{e.key}: {flat(e.value)}" for e in gradings] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "start: 1pm" in c and "23 checked" in c for c in context), context
assert not any("9.30" in c or "Hollis can only" in c or "edited" in c for c in context), context
reply = answer(question, context, mock="1pm at the Phoenix leisure centre, sports hall 2 - registration opens at "
                                       "12.30.")
finish(question, expected="half past nine - the examiner has to get off by 2", actual=reply)
