"""Batch 34 (held out). A family's school-run and clubs rota: LangGraph InMemoryStore (sync), two writers in
threads.

App: the Okafor-Lewis family (Claire, Dan, Isla 9 and Noah 7, at Westfield Primary) keep the week's school run in a
shared rota the family assistant reads. One record per weekday (``("rota", "school-run")``, key = the day; value =
drop-off, pick-up, who, clubs, notes) and a namespace of messages from the family group chat. Two things write the
Thursday record at once: the clubs sheet sync (it reads the record, adds the club fee status, and writes the whole
record back) and Claire, from her phone, after her shifts came through.

Planted fault (UpdateError, lost update): the sync read the Thursday record before Claire's edit ("pick-up: Grandad
Ken, 3.15 at the gates - I'm on lates at the surgery till half term, he's got the spare booster seat") and puts
back its stale copy, whose pick-up still says Claire. Question (Wed 10/9): "who's getting the kids from school
tomorrow?" -> expected Grandad Ken. The assistant says Mum (Claire).

Expected verdict: UpdateError at langgraph.store.put, the sync's put (inside fault()). Asserted: Claire's edit is in
the record before the sync's put and missing from the final context, which says Claire does the Thursday pick-up.
Another reading: none that we see; nothing is deleted, and the group chat never names who picks up on Thursday.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b34_langgraph_schoolrun_thursday_pickup_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ROTA = ("rota", "school-run")
CHAT = ("rota", "family-chat")
KEY = "thu"
RECORDS = {
    "mon": {"drop": "Dan 8.30 (walks, scooters)", "pickup": "Claire 3.15", "clubs": "Isla netball til 4.15",
            "notes": "Noah waits in the library for Isla"},
    "tue": {"drop": "Claire 8.30", "pickup": "Dan 3.15 (wfh)", "clubs": "Noah Beavers 6-7 scout hut",
            "notes": "-"},
    "wed": {"drop": "Dan 8.30", "pickup": "Mrs Patel (Amaya's mum) 3.15, we do her Fris", "clubs": "Isla swim 5.30",
            "notes": "swim bag by the door"},
    KEY: {"drop": "Dan 8.30", "pickup": "Claire 3.15", "clubs": "Noah football after school til 4.15 (£3)",
          "notes": "Noah's football kit day", "fee": "tbc"},
    "fri": {"drop": "Claire 8.30", "pickup": "Claire 3.15 + Amaya", "clubs": "-", "notes": "pizza night lol"},
}
CHAT_MSGS = [
    ("Sun 7/9", "Claire", "new rota's in the app, shout if it's wrong"),
    ("Mon 8/9", "Dan", "I've got Leeds all day Weds 17th, can someone swap my drop off"),
    ("Mon 8/9", "Grandad Ken", "happy to help out more this term, got the spare booster seat in the Yaris now"),
    ("Tue 9/9", "Claire", "surgery rota's out at last, sorting the school run round it tonight"),
    ("Tue 9/9", "Isla", "can Maya come for tea on friday"),
    ("Wed 10/9", "Dan", "Noah's football money - paid on the ParentMail thing"),
]
EDIT = ("Grandad Ken, 3.15 at the gates - I'm on lates at the surgery till half term, he's got the spare booster "
        "seat")


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(ROTA, key, record)
for i, (day, who, text) in enumerate(CHAT_MSGS, 1):
    store.put(CHAT, f"msg-{i:02d}", {"day": day, "from": who, "text": text})

read_done, claire_done = threading.Event(), threading.Event()


def clubs_sync() -> None:
    copy = dict(store.get(ROTA, KEY).value)
    read_done.set()
    claire_done.wait()
    copy.update(fee="football £36 for the term, paid 10/9 ParentMail")
    with fault():
        store.put(ROTA, KEY, copy)


def claire_phone() -> None:
    read_done.wait()
    item = store.get(ROTA, KEY)
    store.put(ROTA, KEY, {**item.value, "pickup": EDIT, "edited": "Tue 9/9 21:47 Claire"})
    assert "Grandad Ken" in store.get(ROTA, KEY).value["pickup"]
    claire_done.set()


threads = [threading.Thread(target=clubs_sync, name="clubs-sheet-sync"),
           threading.Thread(target=claire_phone, name="claire-phone")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's getting the kids from school tomorrow?"
rota = store.search(ROTA, limit=20)
chat = store.search(CHAT, limit=50)
context = ["Today is Wed 10/9/25."] + [f"{e.key}: {flat(e.value)}" for e in rota] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in chat]
assert any(c.startswith("thu:") and "pickup: Claire 3.15" in c and "ParentMail" in c for c in context), context
assert not any("lates" in c or "till half term" in c for c in context), context
reply = answer(question, context, mock="You are, Claire - 3.15 at the gates. Noah's got football till 4.15 so it's "
                                       "Isla at 3.15 and Noah after.")
finish(question, expected="Grandad (Ken) - Claire's working late shifts", actual=reply)
