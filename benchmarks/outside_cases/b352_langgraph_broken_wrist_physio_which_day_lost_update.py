"""Batch 352 (held out). A broken-wrist recovery diary kept with an AI assistant: LangGraph InMemoryStore (sync), two
writers in threads.

App: Sam broke her right wrist falling off her bike on 19 June 2051. She keeps a recovery diary with an assistant:
one record per part of it in ("sam-wrist-diary-2051", "plan") - appointments, pain and painkillers, the cast and
splint, who's helping with what - and her day-to-day messages with the assistant's replies in
("sam-wrist-diary-2051", "msgs"). The reminders job (a phone shortcut that copies the hospital's text reminders
into the diary) reads the appointments record, adds the latest reminder and writes the whole record back; Sam
corrects the same record at the same time.

Planted fault (UpdateError, lost update): the reminders job reads the appointments record (fracture clinic Tue 4
July - cast off, splint on; physio starts Tues 11th at 10.40 at the community hospital, 6 weekly sessions; fracture
clinic again Tue 1 Aug 9.20); Sam writes in, Mon 10 July, "oh wait, I said Tuesday for the physio but the letter
says Weds 12th, 10.40 - rest as was"; the reminders job then puts back its stale copy with the new reminder line,
losing her correction. Question (Mon 10 July, later): "what day's my first physio this week? need to sort a lift,
can't drive with the splint" -> expected Wednesday 12th July, 10.40. The assistant says Tuesday 11th - tomorrow.

Expected verdict: UpdateError at langgraph.store.put (the reminders job's put, wrapped in fault()): Sam's correction
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the day.
Asserted: the correction was in the store before the stale put; the appointments record has the reminder line and
the physio on Tues 11th, and no context line has Weds 12th, Wednesday or "letter says".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b352_langgraph_broken_wrist_physio_which_day_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("sam-wrist-diary-2051", "plan")
MSGS = ("sam-wrist-diary-2051", "msgs")
KEY = "appointments"
RECORDS = {
    KEY: {"details": "fracture clinic Tue 4 July - cast off, splint on 🙌. physio starts Tues 11th 10.40 at the "
                     "community hospital (outpatients, 1st floor), 6 sessions, once a week. fracture clinic again "
                     "Tue 1 Aug 9.20 for an xray",
          "by": "Sam"},
    "pain": {"details": "paracetamol 2 x 4 times a day if needed, ibuprofen gel on the forearm not the wrist. pain "
                        "about 3/10 now, worse at night",
             "by": "Sam"},
    "splint": {"details": "splint on all the time except washing + the exercises. can take it off to shower but keep "
                          "the wrist still. no lifting anything heavier than a cup of tea",
               "by": "Sam"},
    "help": {"details": "mum's doing the big shop Saturdays, Jess next door can do lifts most mornings if I ask the "
                        "night before, Dan's doing my hair (badly)",
             "by": "Sam"},
}
MSG_LINES = [
    ("2051-06-20T10:05", "Sam", "broke my wrist yesterday 🙃 came off the bike on the canal path. cast for 2 weeks",
     "So sorry, Sam - I'll keep track of your appointments, painkillers and how it's healing."),
    ("Sat 1st July", "Sam", "itchy itchy itchy under the cast, knitting needle is NOT allowed apparently",
     "Noted - no poking anything under the cast. A hairdryer on cool can help with the itch."),
    ("Tue 4/7", "Sam", "cast off!! arm looks like a pale twig. splint for 4 more weeks",
     "Great news - the cast's off and you're in a splint for about four more weeks."),
]
EDIT = {"details": "fracture clinic Tue 4 July - cast off, splint on. physio - oh wait, I said Tuesday for the physio "
                   "but the letter says Weds 12th, 10.40 at the community hospital (outpatients, 1st floor), 6 "
                   "sessions, once a week - rest as was. fracture clinic again Tue 1 Aug 9.20 for an xray",
        "edited": "Sam Mon 10 July",
        "assistant": "Thanks for the correction - first physio is Wednesday 12 July at 10.40."}
REMINDER = {"reminders": "text from the fracture clinic: appt 01/08 09:20, reply Y to confirm (replied Y)",
            "by": "reminders job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text, reply) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text, "assistant": reply})

read_done, edit_done = threading.Event(), threading.Event()


def reminders_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(REMINDER)
    with fault():
        store.put(PLAN, KEY, copy)


def sam_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "but the letter says Weds 12th, 10.40" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=reminders_job, name="reminders-job"),
           threading.Thread(target=sam_edit, name="sam-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what day's my first physio this week? need to sort a lift, can't drive with the splint"
context = ["Today is Monday 10 July 2051. You are Sam's wrist recovery diary assistant."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']} (assistant: {m.value['assistant']})"
           for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "physio starts Tues 11th 10.40" in c and "reply Y to confirm" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("weds 12", "wednesday", "letter says")), context
reply = answer(question, context, mock="Tuesday 11th - that's tomorrow, 10.40 at the community hospital. Maybe ask "
                                       "Jess tonight for a lift.")
finish(question, expected="Wednesday 12th July at 10.40 - she'd misread it as Tuesday, the letter says Weds 12th",
       actual=reply)
