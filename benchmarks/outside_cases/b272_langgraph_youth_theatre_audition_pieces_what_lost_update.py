"""Batch 272 (held out). A youth theatre's auditions: LangGraph InMemoryStore (sync), two writers in threads.

App: Calder Young Company, a youth theatre for 8-18s in Sowerby Bridge, are auditioning for their summer show,
Oliver!, on Sat 22nd April 2051 at the Wharf studio - songs in groups by age, a short speech each, callbacks the
week after, show week 17-19 July at the Victoria Theatre. The company's helper keeps one record per part of the
auditions in ("cyc-oliver-2051", "auditions") - the slots, what to prepare, the panel, the callbacks - and parents'
messages in ("cyc-oliver-2051", "msgs"). The sign-ups job (Tariq's script that copies the online form into the
helper) reads the prepare record, adds the count of sign-ups and writes the whole record back; Bev (the director)
edits the same record at the same time.

Planted fault (UpdateError, lost update): the sign-ups job reads the prepare record (everyone: a verse and chorus of
Consider Yourself, plus a 1 minute speech of their own choice, learnt); Bev writes in, Mon 17/4, that the pianist
can't do Consider Yourself in a key the younger ones can reach, so it's the first verse of Food Glorious Food
instead, and the speech is now the Artful Dodger's bit on p.3 of the sheet on the website, not their own choice;
the sign-ups job then puts back its stale copy with its count, losing Bev's edit. Question (Thu 20/4, Finn's dad):
"what does Finn need to prepare for sat? he's yr 8, been singing in the bath all week 🙈" -> expected the first
verse of Food Glorious Food and the Artful Dodger speech on p.3 of the website sheet. The assistant says a verse and
chorus of Consider Yourself and a speech of his own choice.

Expected verdict: UpdateError at langgraph.store.put (the sign-ups job's put, wrapped in fault()): Bev's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides what
Finn prepares. Asserted: Bev's edit was in the store before the stale put; the prepare record has the sign-up count
and Consider Yourself, and no context line has Food Glorious Food, the Artful Dodger or p.3.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b272_langgraph_youth_theatre_audition_pieces_what_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

AUD = ("cyc-oliver-2051", "auditions")
MSGS = ("cyc-oliver-2051", "msgs")
KEY = "prepare"
RECORDS = {
    KEY: {"details": "what to prepare (everyone): verse + chorus of Consider Yourself, sung unaccompanied or w/ "
                     "Gwen on piano, + a 1 min speech of ur own choice, LEARNT not read pls. comfy clothes",
          "by": "Bev"},
    "slots": {"details": "sat 22/4 @ the Wharf studio - yrs 3-6 9.30-10.45, yrs 7-9 11-12.30, yrs 10-13 1.30-3. "
                         "parents wait in the cafe, not the corridor 🙏",
              "by": "Bev"},
    "panel": {"details": "panel: Bev, Gwen (MD), Jordan (choreo). everyone gets a part, not everyone gets a solo",
              "by": "Bev"},
    "callbacks": {"details": "callbacks for Oliver, Dodger, Nancy, Fagin, Bill - thurs 27th 6-8, list by email weds "
                             "nite",
                  "by": "Jordan"},
}
MSG_LINES = [
    ("2051-03-18T10:02", "Sandra", "does Ruby have to sing on her own? she's very shy - Bev: no, in groups of 4 first"),
    ("29.3.", "Tariq", "sign up form's on the website, £5 audition fee goes to the costume fund"),
    ("Weds 12th Apr", "Finn's dad", "Finn's yr 8, he's desperate for the Dodger 😂 any tips?"),
]
EDIT = {"details": "what to prepare - CHANGE 🎹 Gwen can't do Consider Yourself in a key the little ones can reach, "
                   "so it's the 1st verse of Food Glorious Food instead (all yrs). + the speech is now the Artful "
                   "Dodger bit on p.3 of the sheet on the website, not ur own choice. still learnt pls, comfy clothes",
        "edited": "Bev mon 17/4"}
SIGNUPS = {"signups": "61 signed up on the form (fri 14th)", "by": "sign-ups job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(AUD, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def signups_job() -> None:
    copy = dict(store.get(AUD, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SIGNUPS)
    with fault():
        store.put(AUD, KEY, copy)


def bev_edit() -> None:
    read_done.wait()
    item = store.get(AUD, KEY)
    store.put(AUD, KEY, {**item.value, **EDIT})
    assert "1st verse of Food Glorious Food instead" in store.get(AUD, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=signups_job, name="signups-job"),
           threading.Thread(target=bev_edit, name="bev-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what does Finn need to prepare for sat? he's yr 8, been singing in the bath all week 🙈"
context = ["Today is Thu 20 April 2051. You are talking to Finn's dad; Finn (Year 8) is auditioning for Calder Young "
           "Company's Oliver!."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(AUD, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "Consider Yourself" in c and "61 signed up" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("food glorious", "artful dodger", "p.3")), context
reply = answer(f"(Finn's dad) {question}", context,
               mock="A verse and chorus of Consider Yourself, plus a 1 minute speech of his own choice - learnt, not "
                    "read. He's in the 11-12.30 slot.")
finish(question, expected="the first verse of Food Glorious Food and the Artful Dodger speech on p.3 of the website "
                          "sheet", actual=reply)
