"""Batch 144 (held out). A bowls club's open day planning: LangGraph InMemoryStore (sync), two writers in threads.

App: Copley Bowling Club is holding an open day (Sat 13th June, 10-4: have-a-go rinks on the top green, teas in the
pavilion, a friendly against Elland in the afternoon) with a juniors' taster session run by a county coach. The
helper keeps one record per session in ("copley-bc", "open-day") - when, where, who's running it - and the
committee's odd notes in ("copley-bc", "notes"). The refreshments job reads a session's record, adds what the teas
ladies need for it, and writes the whole record back; Margaret, the club secretary, edits the same record at the
same time.

Planted fault (UpdateError, lost update): the refreshments job reads the junior taster (Sat 13th June 2-4, the
bottom green, Derek the county coach, small bowls and flat shoes provided); Margaret writes in, on Tue 9/6, that
it's Weds 17th June 6-8 now - Derek's at his granddaughter's wedding on the Saturday, and the school says a weeknight
after tea suits the mums better anyway - and the refreshments job then puts back its stale copy with the squash and
biscuits, losing her edit. Question (Thu 11/6, Lisa, a mum from the school): "when's the kids' have a go session?
our Ellie's desperate to try it" -> expected Wednesday 17th June, 6-8 (Derek's at a wedding on the Saturday). The
assistant says Saturday 13th June, 2-4, with the open day.

Expected verdict: UpdateError at langgraph.store.put (the refreshments job's put, wrapped in fault()): Margaret's
write landed and the later put from a copy read before it overwrote it, so the store lost the change that decides
the answer. Asserted: Margaret's edit was in the store before the stale put; the record has the squash and Sat 13th,
and no context line mentions Weds 17th or the wedding.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b144_langgraph_bowls_junior_taster_date_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

SESSIONS = ("copley-bc", "open-day")
NOTES = ("copley-bc", "notes")
KEY = "junior-taster"
RECORDS = {
    "have-a-go": {"when": "Sat 13th June 10-12.30", "where": "top green, 4 rinks", "run by": "Ron + Pat, club bowls"},
    KEY: {"when": "Sat 13th June 2-4", "where": "the bottom green",
          "run by": "Derek (county coach), small bowls + flat shoes provided, ages 8-16"},
    "friendly": {"when": "Sat 13th June 2.30 start", "where": "top green", "run by": "captain (Alan), v Elland"},
}
NOTE_LINES = [
    ("14/3", "Margaret", "open day flyers 500, Copley primary + the Co-op + the library. banner on the railings"),
    ("22.3.", "Ron", "top green's had its spring feed, no heels on it till May!!"),
    ("Weds 8 Apr", "Jean", "teas - Jean, Maureen + Sheila, scones + the urn from St Stephen's"),
]
EDIT = {"when": "Weds 17th June 6-8 - Derek's at his granddaughter's wedding on the sat, and school say a weeknight "
                "after tea suits the mums better anyway",
        "edited": "Margaret 9/6"}
TEAS = {"refreshments": "squash + biscuits for the kids, 30 paper cups, Maureen doing it", "by": "refreshments job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(SESSIONS, key, record)
for i, (day, who, text) in enumerate(NOTE_LINES, 1):
    store.put(NOTES, f"n-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def refreshments_job() -> None:
    copy = dict(store.get(SESSIONS, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(TEAS)
    with fault():
        store.put(SESSIONS, KEY, copy)


def margaret_edit() -> None:
    read_done.wait()
    item = store.get(SESSIONS, KEY)
    store.put(SESSIONS, KEY, {**item.value, **EDIT})
    assert store.get(SESSIONS, KEY).value["when"].startswith("Weds 17th June")
    edit_done.set()


threads = [threading.Thread(target=refreshments_job, name="refreshments-job"),
           threading.Thread(target=margaret_edit, name="margaret-secretary-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "when's the kids' have a go session? our Ellie's desperate to try it"
context = ["Today is Thu 11 June 2037. You are talking to Lisa, a mum from Copley primary, about Copley Bowling "
           "Club's open day."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(SESSIONS, limit=10)] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in store.search(NOTES, limit=50)]
assert any(c.startswith(KEY + ":") and "Sat 13th June 2-4" in c and "squash" in c for c in context), context
assert not any("17th" in c or "wedding" in c for c in context), context
reply = answer(question, context, mock="Saturday 13th June, 2 till 4 on the bottom green during the open day - "
                                       "Derek the county coach runs it, bowls and shoes provided.")
finish(question, expected="Wednesday 17th June, 6-8 - Derek's at a wedding on the Saturday", actual=reply)
