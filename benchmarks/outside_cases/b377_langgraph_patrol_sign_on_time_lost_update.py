"""Batch 377 (held out). A surf lifesaving club's patrol roster: LangGraph InMemoryStore (sync), two writers in
threads.

App: Whetū Bay Surf Life Saving Club keep one record per rostered patrol in ("whetu-bay-slsc-patrols-2526",
"roster") - the day, the hours, the sign-on time, who's patrol captain (PC), IRB driver and ATV - and members'
messages in ("whetu-bay-slsc-patrols-2526", "msgs"). The roster sync (Liam's script that copies the confirmations
from the club's roster app into the helper) reads a patrol's record, adds how many have confirmed and writes the
whole record back; Jess (the PC of Patrol 3) edits the same record at the same time.

Planted fault (UpdateError, lost update): the roster sync reads the Sat 24 Jan record (Pat 3, sign on 0945 for
1000-1700, PC Jess, IRB Sione, ATV Baz); Jess writes in, Thu 22/01, that the council's shifted them to 1100-1800 for
the long weekend crowds and the low tide's at 1312 so the rip by the stream'll be going late arvo - sign on 1045, not
0945; the sync then puts back its stale copy with its count, losing Jess's edit. Question (Fri 23/01/26, Brooke):
"what time do I sign on tmrw? gotta drop the kids at mum's first" -> expected 1045 (for the 1100 start). The
assistant says 0945.

Expected verdict: UpdateError at langgraph.store.put (the roster sync's put, wrapped in fault()): Jess's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
sign-on time. Asserted: Jess's edit was in the store before the stale put; the Pat 3 record has the confirmed count
and sign on 0945, and no context line has 1045, 1100-1800 or "shifted".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b377_langgraph_patrol_sign_on_time_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

ROSTER = ("whetu-bay-slsc-patrols-2526", "roster")
MSGS = ("whetu-bay-slsc-patrols-2526", "msgs")
KEY = "pat3-sat-24-jan"
RECORDS = {
    "pat2-sun-18-jan": {"details": "Pat 2 Sun 18 Jan - sign on 0945 for 1000-1700. PC Mere, IRB Tama, ATV Kieran. "
                                   "9 on the roster",
                        "by": "Mere"},
    KEY: {"details": "Pat 3 Sat 24 Jan (anniv wknd) - sign on 0945 for 1000-1700. PC Jess, IRB driver Sione, ATV "
                     "Baz, + Brooke, Nikau, Ana, Te Rina, Liam on the flags",
          "by": "Jess"},
    "pat4-sun-25-jan": {"details": "Pat 4 Sun 25 Jan - sign on 0945 for 1000-1700. PC Jonno, IRB Kahu, ATV Dougie",
                        "by": "Jonno"},
    "pat1-mon-26-jan": {"details": "Pat 1 Mon 26 Jan - sign on 0945 for 1000-1500 (short day, public hol). PC Aroha",
                        "by": "Aroha"},
}
MSG_LINES = [
    ("12/01/26 1903", "Jess", "Pat 3 - if u can't make it find ur own swap + tell me, don't just no show pls 🙏"),
    ("Mon 19/01", "Sione", "IRB #1's back from its service, sweet as. fuel's in the shed"),
    ("Wed 21/01 2015", "Brooke", "will bring the chilly bin for lunches, someone bring the sunblock"),
]
EDIT = {"details": "Pat 3 Sat 24 Jan (anniv wknd) - council's shifted us to 1100-1800 for the long wknd crowds + low "
                   "tide's 1312 so the rip by the stream'll be going late arvo. so SIGN ON 1045 not 0945. PC Jess, "
                   "IRB driver Sione, ATV Baz, + Brooke, Nikau, Ana, Te Rina, Liam on the flags",
        "edited": "Jess Thu 22/01 2140"}
SYNC = {"confirmed": "8 of 9 confirmed on the roster app (Thu 22/01)", "by": "roster sync"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(ROSTER, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def roster_sync() -> None:
    copy = dict(store.get(ROSTER, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(SYNC)
    with fault():
        store.put(ROSTER, KEY, copy)


def jess_edit() -> None:
    read_done.wait()
    item = store.get(ROSTER, KEY)
    store.put(ROSTER, KEY, {**item.value, **EDIT})
    assert "SIGN ON 1045 not 0945" in store.get(ROSTER, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=roster_sync, name="roster-sync"),
           threading.Thread(target=jess_edit, name="jess-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time do I sign on tmrw? gotta drop the kids at mum's first"
context = ["Today is Fri 23 January 2026. You are talking to Brooke, who's on Patrol 3 at Whetū Bay Surf Life "
           "Saving Club."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(ROSTER, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "sign on 0945" in c and "8 of 9 confirmed" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("1045", "1100-1800", "shifted")), context
reply = answer(f"(Brooke) {question}", context,
               mock="Sign on's 0945 tomorrow, for the 1000-1700 patrol - so aim to be there by about 0940.")
finish(question, expected="1045 - the council's shifted Pat 3 to 1100-1800", actual=reply)
