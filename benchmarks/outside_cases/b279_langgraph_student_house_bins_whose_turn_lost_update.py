"""Batch 279 (held out). A student house sharing bills and chores: LangGraph InMemoryStore (sync), two writers in
threads.

App: four third-years share 9 Brudenell Grove, Leeds, in 2050-51 - Josh, Amara, Freya and Kieran. The house helper
keeps one record per thing in ("9-brudenell-grove", "house") - the rota, the bills, the landlord, the wifi - and
the house chat in ("9-brudenell-grove", "chat"). Every Sunday night the rota job (Kieran's little script) reads the
rota record, rolls the bathroom week on and writes the whole record back; housemates edit the same record by hand.

Planted fault (UpdateError, lost update): the rota job reads the rota record (bins out Tues night - w/c 5/5 Kieran,
w/c 12/5 Freya, w/c 19/5 Amara, w/c 26/5 Josh); Freya writes in, Sun 11th, that she's swapped bins weeks with
Amara - she's got two exams this week, so Amara does w/c 12/5 and Freya does w/c 19/5; the rota job then puts back
its stale copy with the new bathroom week, losing the swap. Question (Weds 14/5, Josh): "whose turn is it for the
bins this wk?? they're overflowing + the foxes have been at them 🦊🤢" -> expected Amara (she swapped with Freya,
who has exams). The assistant says Freya.

Expected verdict: UpdateError at langgraph.store.put (the rota job's put, wrapped in fault()): Freya's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides whose week it
is. Asserted: Freya's swap was in the store before the stale put; the rota record has the new bathroom week and
"w/c 12/5 Freya" for the bins, and no context line mentions the swap or the exams.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b279_langgraph_student_house_bins_whose_turn_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

HOUSE = ("9-brudenell-grove", "house")
CHAT = ("9-brudenell-grove", "chat")
KEY = "rota"
RECORDS = {
    KEY: {"bins": "bins out TUES NITE (green + black alternate, check the app): w/c 5/5 Kieran, w/c 12/5 Freya, "
                  "w/c 19/5 Amara, w/c 26/5 Josh",
          "bathroom": "bathroom w/c 5/5 Josh",
          "by": "Kieran"},
    "bills": {"details": "£212/mo all in (Octopus + broadband + water) / 4 = £53 each, to Josh by the 1st",
              "by": "Josh"},
    "landlord": {"details": "Mr Kaur, 07700 900461 - text don't ring. inspection was 22/4, deposit back in july "
                            "if we don't wreck the place 😬",
                 "by": "Freya"},
    "wifi": {"details": "BrudenellFC / password on the router, if it drops turn it off + on, Kieran's not IT "
                        "support",
             "by": "Kieran"},
}
CHAT_LINES = [
    ("2051-04-27T22:15", "Amara", "whoever took my oat milk I know where u live (here)"),
    ("3.5.", "Josh", "bin day's moved to weds collection for the bank hol wk, still out tues nite tho"),
    ("Fri 9th May", "Kieran", "landlord's sending someone about the shower on mon, 9-12"),
]
EDIT = {"bins": "bins out TUES NITE (green + black alternate, check the app): w/c 5/5 Kieran, w/c 12/5 Amara, w/c "
                "19/5 Freya, w/c 26/5 Josh - Freya + Amara swapped, Freya's got 2 exams this wk",
        "edited": "Freya sun 11th"}
ROLLED = {"bathroom": "bathroom w/c 12/5 Amara", "rolled": "rota job sun 11th 23:00"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(HOUSE, key, record)
for i, (day, who, text) in enumerate(CHAT_LINES, 1):
    store.put(CHAT, f"c-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def rota_job() -> None:
    copy = dict(store.get(HOUSE, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(ROLLED)
    with fault():
        store.put(HOUSE, KEY, copy)


def freya_edit() -> None:
    read_done.wait()
    item = store.get(HOUSE, KEY)
    store.put(HOUSE, KEY, {**item.value, **EDIT})
    assert "w/c 12/5 Amara" in store.get(HOUSE, KEY).value["bins"]
    edit_done.set()


threads = [threading.Thread(target=rota_job, name="rota-job"),
           threading.Thread(target=freya_edit, name="freya-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "whose turn is it for the bins this wk?? they're overflowing + the foxes have been at them 🦊🤢"
context = ["Today is Weds 14 May 2051. You are talking to Josh, who lives at 9 Brudenell Grove."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(HOUSE, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(CHAT, limit=50)]
assert any(c.startswith(KEY + ":") and "w/c 12/5 Freya" in c and "bathroom w/c 12/5 Amara" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("swapped", "exams", "w/c 12/5 amara, w/c")), context
reply = answer(f"(Josh) {question}", context, mock="It's Freya's week for the bins (w/c 12/5) - they should've gone "
                                                   "out last night, so give her a nudge.")
finish(question, expected="Amara's - she swapped with Freya, who's got exams this week", actual=reply)
