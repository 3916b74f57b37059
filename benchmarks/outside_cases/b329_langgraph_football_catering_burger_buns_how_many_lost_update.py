"""Batch 329 (held out). A youth football tournament's catering: LangGraph InMemoryStore (sync), two writers in
threads.

App: Hipperholme Juniors FC hold their summer tournament on Sat 17th June 2051 on the rec - under 8s to under 12s,
about 150 games of 10 minutes, the club's catering tent (bacon butties from 8, burgers and hot dogs from 11, the tea
urn all day, ice lollies from the freezer in the shed). The club's helper keeps one record per part of the catering
in ("hipperholme-jfc-tournament-2051", "catering") - the order, the rota, the kit, the prices - and the volunteers'
messages in ("hipperholme-jfc-tournament-2051", "msgs"). The sign-up sync (Sean's script that copies the volunteer
sign-up sheet into the helper) reads the order record, adds the count of volunteers and writes the whole record back;
Karen (who runs the catering) edits the same record at the same time.

Planted fault (UpdateError, lost update): the sign-up sync reads the order record (for 16 teams: 300 burgers + 300
buns, 200 hot dogs + rolls, 15 packs of bacon, 120 oven bottoms, from the cash and carry Friday); Karen writes in,
Mon 12th, that the U9s from Elland and Rastrick have come in late, so it's 24 teams not 16 - burgers and buns up to
400, hot dogs to 250, rest the same; the sync then puts back its stale copy with its volunteer count, losing
Karen's edit. Question (Thu 15/6, Phil, collecting on Friday): "how many burger buns do I get at the cash + carry
tmrw? don't want to be going back sat morning" -> expected 400 (up from 300 with the two late U9 clubs). The
assistant says 300.

Expected verdict: UpdateError at langgraph.store.put (the sync's put, wrapped in fault()): Karen's write landed and
the later put from a copy read before it overwrote it, so the store lost the change that decides the number of buns.
Asserted: Karen's edit was in the store before the stale put; the order record has the volunteer count and "300
buns", and no context line has 400, 24 teams or Rastrick.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b329_langgraph_football_catering_burger_buns_how_many_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

CATERING = ("hipperholme-jfc-tournament-2051", "catering")
MSGS = ("hipperholme-jfc-tournament-2051", "msgs")
KEY = "order"
RECORDS = {
    KEY: {"details": "cash + carry order (16 teams): 300 burgers + 300 buns, 200 hot dogs + rolls, 15 packs bacon, "
                     "120 oven bottoms, onions x 3 bags, sauces. Phil collecting fri after work, receipt to Karen",
          "by": "Karen"},
    "rota": {"details": "bacon butties 8-11 Karen, Bev + Mo; bbq 11-3 Sean + Gaz (NOT in shorts this yr); tea urn "
                        "all day Pat; lollies Ellie + the U12 girls",
             "by": "Karen"},
    "kit": {"details": "2 gazebos from the cricket club, the big bbq + 3 gas bottles, urn from church, float tin, "
                       "card reader charged!!",
            "by": "Sean"},
    "prices": {"details": "bacon butty £2.50, burger £3, hot dog £2.50, tea/coffee £1, lolly 50p, cake 80p",
               "by": "Karen"},
}
MSG_LINES = [
    ("2051-05-22T20:40", "Bev", "I can do cakes again, the lemon drizzle went in 20 mins last yr 😂"),
    ("3.6.", "Gaz", "gas bottles filled at the garage, all 3"),
    ("Thu 8th June", "Pat", "church say urn's fine but bring it back by sun for the coffee morning"),
]
EDIT = {"details": "cash + carry order - UPDATED: the U9s from Elland + Rastrick have come in late so it's 24 teams "
                   "not 16 🙈 burgers + buns up to 400, hot dogs + rolls 250, rest the same: 15 packs bacon, 120 oven "
                   "bottoms, onions x 3, sauces. Phil collecting fri, receipt to Karen",
        "edited": "Karen mon 12th"}
SIGNUPS = {"volunteers": "14 signed up on the sheet so far (sun 11th)", "by": "sign-up sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(CATERING, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def signup_sync() -> None:
    copy = dict(store.get(CATERING, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SIGNUPS)
    with fault():
        store.put(CATERING, KEY, copy)


def karen_edit() -> None:
    read_done.wait()
    item = store.get(CATERING, KEY)
    store.put(CATERING, KEY, {**item.value, **EDIT})
    assert "burgers + buns up to 400" in store.get(CATERING, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=signup_sync, name="signup-sync"),
           threading.Thread(target=karen_edit, name="karen-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how many burger buns do I get at the cash + carry tmrw? don't want to be going back sat morning"
context = ["Today is Thu 15 June 2051. You are talking to Phil, a volunteer on Hipperholme Juniors FC's tournament "
           "catering (Sat 17 June)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(CATERING, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "300 buns" in c and "14 signed up" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("400", "24 teams", "rastrick")), context
reply = answer(f"(Phil) {question}", context, mock="300 burger buns - one for each of the 300 burgers. Receipt to "
                                                   "Karen after.")
finish(question, expected="400 - two late U9 clubs came in, so it's 24 teams and Karen put the buns up from 300",
       actual=reply)
