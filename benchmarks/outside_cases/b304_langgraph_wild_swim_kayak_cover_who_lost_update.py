"""Batch 304 (held out). A wild swimming group: LangGraph InMemoryStore (sync), two writers in threads.

App: the Hebden Dippers swim every Sunday morning at Gaddings Dam through the autumn of 2042 - a safety kayak on the
water, someone on the bank with the first aid kit and the flasks, a tow float and a bright hat for everyone, cake
after. The group's helper keeps one record per part of it in ("hebden-dippers-2042", "plan") - the safety rota,
the meet, the kit, the cake - and members' messages in ("hebden-dippers-2042", "msgs"). The sign-up job (Jo's
script that copies the week's sign-up form into the helper) reads the rota record, adds the count of swimmers and
writes the whole record back; Mel (who does the rota) edits the same record at the same time.

Planted fault (UpdateError, lost update): the sign-up job reads the rota record (sun 14th - kayak Dave, bank + first
aid Mel, flasks Bev; sun 21st - kayak Mel, bank Sue); Mel writes in, Fri 12/9, that Dave's done his shoulder at
the climbing wall so she's on the kayak on the 14th and Dave's on the bank with the first aid (he can still pour a
flask one handed), the 21st as was; the sign-up job then puts back its stale copy with its count, losing Mel's edit.
Question (Sat 13/9, Bev): "who's on the kayak tomorrow? I'll bring them a bacon butty for after 🥓" -> expected Mel
(Dave's done his shoulder, he's on the bank). The assistant says Dave.

Expected verdict: UpdateError at langgraph.store.put (the sign-up job's put, wrapped in fault()): Mel's write landed
and the later put from a copy read before it overwrote it, so the store lost the change that decides who is on the
kayak. Asserted: Mel's edit was in the store before the stale put; the rota record has the swimmer count and "kayak
Dave", and no context line has the shoulder, the climbing wall or Mel on the kayak on the 14th.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b304_langgraph_wild_swim_kayak_cover_who_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("hebden-dippers-2042", "plan")
MSGS = ("hebden-dippers-2042", "msgs")
KEY = "rota"
RECORDS = {
    KEY: {"details": "safety rota 🛶 sun 14th - kayak Dave, bank + first aid Mel, flasks Bev. sun 21st - kayak Mel, "
                     "bank Sue, flasks Jo. nobody goes in till the kayak's on the water",
          "by": "Mel"},
    "meet": {"details": "every sun, meet at the bottom of the Lumbutts path 7.30, in at 8. it's a 20 min yomp so "
                        "allow for it. park on the lane NOT the pub",
             "by": "Lynn"},
    "kit": {"details": "tow float + bright hat compulsory, gloves + socks from oct, dryrobe or a big towel. whistle "
                       "on ur float if u've got one",
            "by": "Lynn"},
    "cake": {"details": "cake rota - Bev 14th (parkin), Sue 21st. bring ur own mug 🍰",
             "by": "Bev"},
}
MSG_LINES = [
    ("2042-08-30T19:20", "Lynn", "water 15 on the thermometer this am, autumn swims start sun 7th 🍂"),
    ("3.9.", "Sue", "has anyone seen a blue dryrobe? left on the wall sun - Jo: got it, in my boot"),
    ("Weds 10th Sept", "Jo", "sign up form's on the group, pls fill in by fri so we know numbers for the kayak"),
]
EDIT = {"details": "safety rota 🛶 CHANGE for sun 14th - Dave's done his shoulder at the climbing wall 🙄 so I'm on "
                   "the kayak, Dave's on the bank w/ the first aid (he can still pour a flask one handed), flasks "
                   "Bev. sun 21st as was - kayak Mel, bank Sue, flasks Jo. nobody goes in till the kayak's on the "
                   "water",
        "edited": "Mel fri 12/9"}
SIGNUPS = {"swimmers": "17 signed up for sun 14th (form closed fri 6pm)", "by": "sign-up job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def signup_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SIGNUPS)
    with fault():
        store.put(PLAN, KEY, copy)


def mel_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "so I'm on the kayak, Dave's on the bank" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=signup_job, name="signup-job"),
           threading.Thread(target=mel_edit, name="mel-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's on the kayak tomorrow? I'll bring them a bacon butty for after 🥓"
context = ["Today is Sat 13 September 2042. You are talking to Bev, a member of the Hebden Dippers."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "kayak Dave" in c and "17 signed up" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("shoulder", "climbing wall", "i'm on the kayak")), context
reply = answer(f"(Bev) {question}", context, mock="Dave's on the kayak tomorrow, Bev - Mel's on the bank with the "
                                                  "first aid. He'll love a bacon butty.")
finish(question, expected="Mel - Dave's done his shoulder, so he's on the bank with the first aid", actual=reply)
