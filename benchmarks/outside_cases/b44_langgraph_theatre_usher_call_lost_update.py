"""Batch 44 (held out). A theatre's front of house: LangGraph InMemoryStore (sync), two writers in threads.

App: the Lyceum, a 340-seat town theatre. Front of house keeps one record per performance in ``("foh",
"performances")`` (key = the performance; value = curtain, ushers' call, bar, sales...) and the duty managers'
handover notes in ``("foh", "handover")``; the assistant answers the ushers' questions from both. Two things write a
performance record: the box-office sync (it reads the record, puts in the latest seats-sold figure from the
ticketing system and writes the whole record back) and the duty manager, Priya, editing it by hand.

Planted fault (UpdateError, lost update): for the Sat 29 Nov matinee of Blithe Spirit the sync reads the record,
then Priya changes the ushers' call: "1.15 - St Anne's primary are coming by coach, 90 kids + 12 staff, arriving
from 1.30, want them all sat down b4 the public come in. need 6 on not 4", and the sync writes back its stale copy,
whose ushers' call is still "1.45 (45 before curtain as usual)". Question (Thu 27/11): "what time do the ushers
need to be in on Saturday?" -> expected 1.15pm, half an hour before the usual call, for the school party. The
assistant says 1.45.

Expected verdict: UpdateError at langgraph.store.put, the box-office sync's put (inside fault()). Asserted: Priya's
edit is in the record before the sync's put and missing from the final context, which has the stale 1.45 call and
the sync's sales figure. Another reading: none that we see; nothing is deleted, and the handover notes never give
the new time.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b44_langgraph_theatre_usher_call_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PERF = ("foh", "performances")
HANDOVER = ("foh", "handover")
KEY = "blithe-spirit-sat-29nov-mat"
RECORDS = {
    KEY: {"show": "Blithe Spirit (Lyceum Players), matinee", "curtain": "2.30, down approx 5.10",
          "ushers call": "1.45 (45 before curtain as usual), 4 on: stalls L + R, circle, door", "bar": "2 on, "
          "interval orders from 1.50", "sold": "188 @ 24/11"},
    "blithe-spirit-sat-29nov-eve": {"show": "Blithe Spirit, evening", "curtain": "7.30",
                                    "ushers call": "6.45, 4 on", "sold": "301 @ 24/11"},
    "blithe-spirit-fri-28nov": {"show": "Blithe Spirit, evening", "curtain": "7.30", "ushers call": "6.45, 4 on",
                                "sold": "276 @ 24/11"},
}
HANDOVER_NOTES = [
    ("Tue 25/11", "Priya", "circle row F seats 3+4 still wobbly, tape them off if the carpenter hasn't been"),
    ("Weds 26th", "Tom", "new float for the bar in the safe, £150 in coins. ice creams delivered, 2 boxes short "
                         "on the mint choc"),
    ("26/11 pm", "Priya", "St Anne's primary booked for sat mat - big group, will sort ushers for it tmrw"),
    ("Thu 27 Nov", "Tom", "hearing loop in the stalls buzzing again, tech's looking at it Fri"),
]
EDIT = ("1.15 - St Anne's primary are coming by coach, 90 kids + 12 staff, arriving from 1.30, want them all sat "
        "down b4 the public come in. need 6 on not 4")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PERF, key, record)
for i, (day, who, text) in enumerate(HANDOVER_NOTES, 1):
    store.put(HANDOVER, f"note-{i:02d}", {"day": day, "from": who, "text": text})

read_done, priya_done = threading.Event(), threading.Event()


def box_office_sync() -> None:
    copy = dict(store.get(PERF, KEY).value)
    read_done.set()
    priya_done.wait()
    copy.update({"sold": "214 @ 27/11 (incl 102 St Anne's)"})
    with fault():
        store.put(PERF, KEY, copy)


def priya_edit() -> None:
    read_done.wait()
    item = store.get(PERF, KEY)
    store.put(PERF, KEY, {**item.value, "ushers call": EDIT, "edited": "27/11 10.05 Priya"})
    assert "1.15" in store.get(PERF, KEY).value["ushers call"]
    priya_done.set()


threads = [threading.Thread(target=box_office_sync, name="box-office-sync"),
           threading.Thread(target=priya_edit, name="priya-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time do the ushers need to be in on Saturday?"
perfs = store.search(PERF, limit=50)
notes = store.search(HANDOVER, limit=50)
context = ["Today is Thu 27 Nov 2025."] + [f"{e.key}: {flat(e.value)}" for e in perfs] + \
          [f"{n.value['day']} {n.value['from']}: {n.value['text']}" for n in notes]
assert any(c.startswith(KEY) and "1.45 (45 before curtain" in c and "214 @ 27/11" in c for c in context), context
assert not any("1.15" in c or "coach" in c or "6 on" in c for c in context), context
reply = answer(question, context, mock="For the matinee it's 1.45 - 45 minutes before the 2.30 curtain, four of you "
                                       "on. If you're doing the evening as well, that call's 6.45.")
finish(question, expected="Quarter past one for the matinee, half an hour earlier than normal for the school party",
       actual=reply)
