"""Batch 275 (held out). A community transport minibus scheme: LangGraph InMemoryStore (sync), two writers in
threads - the bookings job and the scheme coordinator - and the question.

App: Calder Community Transport run a 16-seat minibus for older and disabled people round Sowerby Bridge - the
Tuesday shopping run to Morrisons, the Thursday day trip, hospital runs - with volunteer drivers (MiDAS trained).
The scheme keeps its plan in a LangGraph store (namespace ``("calder-ct-2051", "plan")``: the driver rota, the
routes, the bus, the fares) and the volunteers' messages (``("calder-ct-2051", "msgs")``); the helper answers
volunteers and passengers from all of it.

Planted fault (UpdateError, a lost update): the rota record has Pam driving the Tuesday shopping run, Dave the
Thursday trip, Mohammed the hospital runs. The bookings job reads the rota record to add its booked-seats line,
and while it is working Sheila (the coordinator) edits the same record - Pam's had a fall (she's ok, wrist in a
pot), so Dave's doing Tuesdays for March and Keith's doing Thursdays. The bookings job then puts back its copy
(with "Tue 11 seats booked, Thu 14") and Sheila's edit is gone. Question (Mon 17/3, Irene, a passenger): "who's
driving the shopping bus tomorrow? I want to ask them to help with my trolley" -> expected Dave (Pam's off with
her wrist). The assistant says Pam.

Expected verdict: UpdateError at langgraph.store.put (the bookings job's put, wrapped in fault()): Sheila's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides who's
driving. Asserted: Sheila's edit was in the store before the stale put; the rota record has the booked seats and
Pam on Tuesdays, and no context line has Pam's fall, the wrist or Keith.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b275_langgraph_minibus_shopping_run_driver_who_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("calder-ct-2051", "plan")
MSGS = ("calder-ct-2051", "msgs")
KEY = "rota"
RECORDS = {
    KEY: {"details": "drivers: Tues shopping run (Morrisons) - Pam. Thurs day trip - Dave. hospital runs - Mohammed "
                     "(Calderdale Royal + Huddersfield). cover - ring Sheila, NOT the office, they're only in mon",
          "by": "Sheila"},
    "routes": {"details": "tues shopping: pick ups from 9.15, Tuol Lane, the flats on Bolton Brow, Wharf St, at "
                          "Morrisons 10.15-12, home by 1ish. door to door for anyone on the list w/ a frame",
               "by": "Sheila"},
    "bus": {"details": "the big bus (YK19) 16 seats + 2 wheelchair spaces, tail lift. key in the safe at the "
                       "community centre, code from Sheila. log the miles!!",
            "by": "Mohammed"},
    "fares": {"details": "£3 return shopping, trips priced per trip, bus passes NOT valid (we're not a bus "
                         "service, people always ask)",
              "by": "Sheila"},
}
MSG_LINES = [
    ("2051-02-24T10:30", "Dave", "tail lift's sticking again on the way down, reported it, garage says next wk"),
    ("3/3", "Mohammed", "hospital run weds - 2 for Calderdale Royal, 1 for the eye clinic, back by 2"),
    ("Fri 7 Mar", "Sheila", "thurs trip to Harlow Carr 20th, 14 booked, Dave's got the tickets"),
]
EDIT = {"details": "drivers - CHANGED: Pam's had a fall (she's ok, wrist in a pot 🙁) so Dave's doing the Tues "
                   "shopping run for march + Keith's doing the Thurs trips. hospital runs - Mohammed as was. "
                   "cover - ring Sheila, NOT the office",
        "edited": "Sheila 12/3"}
BOOKED = {"booked": "Tue 11 seats booked, Thu 14 (as at 9/3)", "by": "bookings job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def bookings_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(BOOKED)
    with fault():
        store.put(PLAN, KEY, copy)


def sheila_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "so Dave's doing the Tues shopping run" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=bookings_job, name="bookings-job"),
           threading.Thread(target=sheila_edit, name="sheila-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's driving the shopping bus tomorrow? I want to ask them to help with my trolley"
context = ["Today is Mon 17 March 2051. You are talking to Irene, a passenger on Calder Community Transport's "
           "Tuesday shopping run."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "Morrisons) - Pam" in c and "11 seats booked" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("fall", "wrist", "keith")), context
reply = answer(f"(Irene) {question}", context, mock="Pam's driving the Tuesday shopping run - she'll help you with "
                                                    "your trolley, just ask.")
finish(question, expected="Dave - Pam's had a fall and has her wrist in a pot, so he's doing Tuesdays for March",
       actual=reply)
