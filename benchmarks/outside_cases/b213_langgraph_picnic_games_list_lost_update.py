"""Batch 213 (held out). A toddler group's teddy bears' picnic: LangGraph InMemoryStore (sync), two writers in
threads.

App: Little Acorns toddler group have their teddy bears' picnic on Weds 16th June 2049 on the rec, 10-12 - rugs on
the grass, games for the little ones, sandwiches and squash, every child brings a teddy. The group's helper keeps
one record per part of the morning in ("little-acorns-teddy-picnic-2049", "plan") - the games, the food, the rugs -
and the mums' messages in ("little-acorns-teddy-picnic-2049", "msgs"). The sign job (Leanne's script that prints the
little laminated signs) reads the games record, adds its sign line and writes the whole record back; Becky (who
runs the group) edits the same record at the same time.

Planted fault (UpdateError, lost update): the sign job reads the games record (teddy hunt in the long grass at 10.30,
musical rugs, the sack race); Becky writes in, Tue 8/6, that there's no sack race this year - two of them banged
heads last time - and they're doing a teddy hospital in the gazebo instead, Dr Anna from the surgery bringing
bandages and stickers; the sign job then puts back its stale copy with its sign line (A4, laminated, one per game,
pegged to the bunting), losing Becky's edit. Question (Mon 14/6, Karen, getting little prizes): "what games are we
doing weds? getting a little prize for each one" -> expected the teddy hunt, musical rugs and the teddy hospital
(no sack race). The assistant lists the teddy hunt, musical rugs and the sack race.

Expected verdict: UpdateError at langgraph.store.put (the sign job's put, wrapped in fault()): Becky's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides the list.
Asserted: Becky's edit was in the store before the stale put; the games record has the sign line and the sack race,
and no context line has the teddy hospital, Dr Anna or the banged heads.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b213_langgraph_picnic_games_list_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("little-acorns-teddy-picnic-2049", "plan")
MSGS = ("little-acorns-teddy-picnic-2049", "msgs")
KEY = "games"
RECORDS = {
    KEY: {"games": "teddy hunt in the long grass 10.30 (teddies hidden by 10), musical rugs, sack race for the big "
                   "ones (3+)",
          "notes": "Karen's doing prizes, Becky's got the whistle + the CD player"},
    "food": {"details": "sandwiches - jam, cheese, cucumber, NO nuts, crusts off for the babies. squash + fruit, "
                        "teddy biscuits from Aldi", "by": "Leanne"},
    "rugs": {"details": "rugs from the cupboard + ppl bring their own, gazebo from the church if it's hot",
             "by": "Karen"},
}
MSG_LINES = [
    ("2049-05-19T13:20", "Becky", "teddy bears picnic 🧸 weds 16th june on the rec 10-12, every child brings a teddy!"),
    ("27/5", "Leanne", "shall I do signs for the games again? the laminator's at mine"),
    ("Thu 3rd", "Karen", "if it rains we're in the scout hut, Pete's left the key under the mat"),
]
EDIT = {"games": "teddy hunt in the long grass 10.30 (teddies hidden by 10), musical rugs. NO sack race this yr, "
                 "2 of them banged heads last time 😬 doing a teddy hospital in the gazebo instead, Dr Anna from the "
                 "surgery's bringing bandages + stickers 🩹",
        "edited": "Becky tue 8/6"}
SIGNS = {"signs": "A4, laminated, one per game, pegged to the bunting - printed at Leanne's sun night",
         "by": "sign job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def sign_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SIGNS)
    with fault():
        store.put(PLAN, KEY, copy)


def becky_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "teddy hospital in the gazebo" in store.get(PLAN, KEY).value["games"]
    edit_done.set()


threads = [threading.Thread(target=sign_job, name="sign-job"), threading.Thread(target=becky_edit, name="becky-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what games are we doing weds? getting a little prize for each one"
context = ["Today is Mon 14 June 2049. You are talking to Karen from Little Acorns toddler group; the teddy bears' "
           "picnic is Weds 16 June on the rec."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "sack race for the big ones" in c and "pegged to the bunting" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("hospital", "dr anna", "banged heads")), context
reply = answer(question, context, mock="Three - the teddy hunt in the long grass at 10.30, musical rugs, and the sack "
                                       "race for the big ones.")
finish(question, expected="the teddy hunt, musical rugs and the teddy hospital in the gazebo - no sack race this year",
       actual=reply)
