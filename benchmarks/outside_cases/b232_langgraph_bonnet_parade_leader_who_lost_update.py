"""Batch 232 (held out). A village's Easter bonnet parade: LangGraph InMemoryStore (sync), two writers in threads.

App: Ripponden's Easter bonnet parade is on Easter Monday, 11th April 2050 - line up on the old bridge at 10.30,
off at 11 up the Rochdale Road and round to the park, judging on the bandstand, prizes for three age groups and a
rosette for every child. The parade's helper keeps one record per part of it in ("ripponden-bonnets-2050",
"plan") - the route, the judges, the prizes - and people's messages in ("ripponden-bonnets-2050", "msgs"). The
programme job (Kev's script that lays out the printed programme) reads the route record, adds its programme line
and writes the whole record back; Mandy (the organiser) edits the same record at the same time.

Planted fault (UpdateError, lost update): the programme job reads the route record (the mayor, Cllr Hirst, leads
off from the old bridge at 11 in her chain, the Brownies behind, the brass band at the back); Mandy writes in, Tue
29/3, that the mayor's on a council trip to the twin town in Germany that week, so Ken the town crier leads off
with his bell instead, the rest the same; the programme job then puts back its stale copy with its programme line,
losing Mandy's edit. Question (Weds 6/4, Sophie, a mum): "who's at the front of the parade on easter monday? my
little one wants to walk near them" -> expected Ken, the town crier, with his bell. The assistant says the mayor.

Expected verdict: UpdateError at langgraph.store.put (the programme job's put, wrapped in fault()): Mandy's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides who
leads. Asserted: Mandy's edit was in the store before the stale put; the route record has the programme line and
the mayor leading, and no context line has the town crier, Ken, the bell or the twin town.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b232_langgraph_bonnet_parade_leader_who_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

PLAN = ("ripponden-bonnets-2050", "plan")
MSGS = ("ripponden-bonnets-2050", "msgs")
KEY = "route"
RECORDS = {
    KEY: {"details": "line up on the old bridge 10.30, off at 11 - the mayor (Cllr Hirst) leads off in her chain, "
                     "Brownies behind her, then every1 else, the brass band at the back. up Rochdale Rd + round to "
                     "the park, about 20 mins at toddler speed",
          "by": "Mandy"},
    "judges": {"details": "judging on the bandstand 11.30ish - Mrs Ogden from the school, Father Tony + last yr's "
                          "winner's nan (she insisted 😂)",
               "by": "Mandy"},
    "prizes": {"details": "under 5s, 5-7s, 8-11s - 1st a big egg, 2nd + 3rd a small one, rosette for every kid. the "
                          "Co-op's giving the eggs",
               "by": "Julie"},
}
MSG_LINES = [
    ("2050-02-21T20:15", "Mandy", "poster's up in the chippy + the library, entry's free, just turn up"),
    ("14/3", "Julie", "got 60 rosettes off the market, 3 colours"),
    ("Fri 25th Mar", "Kev", "I'll do the programmes on the church printer, 150 copies, need everything by mon"),
]
EDIT = {"details": "line up on the old bridge 10.30, off at 11 - the mayor's on the council trip to the twin town "
                   "in Germany that wk 🙄 so Ken the town crier leads off w/ his bell, kids'll love it. Brownies "
                   "behind him, then every1 else, brass band at the back. route the same",
        "edited": "Mandy tue 29/3"}
PROG = {"programme": "programmes laid out, 150 copies, route + running order on p2", "by": "programme job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(PLAN, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def programme_job() -> None:
    copy = dict(store.get(PLAN, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(PROG)
    with fault():
        store.put(PLAN, KEY, copy)


def mandy_edit() -> None:
    read_done.wait()
    item = store.get(PLAN, KEY)
    store.put(PLAN, KEY, {**item.value, **EDIT})
    assert "so Ken the town crier leads off w/ his bell" in store.get(PLAN, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=programme_job, name="programme-job"),
           threading.Thread(target=mandy_edit, name="mandy-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who's at the front of the parade on easter monday? my little one wants to walk near them"
context = ["Today is Weds 6 April 2050. You are talking to Sophie, whose little girl is in Ripponden's Easter bonnet "
           "parade (Easter Monday 11 April)."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(PLAN, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "the mayor (Cllr Hirst) leads off in her chain" in c
           and "programmes laid out" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("town crier", "ken ", "bell", "twin town")), context
reply = answer(question, context, mock="The mayor, Cllr Hirst - she leads off from the old bridge at 11 in her chain, "
                                       "with the Brownies right behind her.")
finish(question, expected="Ken, the town crier, with his bell - the mayor's away on the twin-town trip", actual=reply)
