"""Batch 391 (held out). A West Virginia volunteer fire department's gun raffle: LangGraph InMemoryStore (sync), two
writers in threads.

App: Piney Branch Volunteer Fire Dept raffle off a Henry .30-30 lever action in the fall of 2051 - 500 tickets,
drawn 11/4 at the turkey shoot, money toward a new set of extrication tools. The department's helper keeps one
record per part of the fall fundraising in ("piney-branch-vfd-2051", "fundraisers") - the gun raffle, the turkey
shoot, the pancake breakfast, the Auxiliary's bake sale - and members' posts in ("piney-branch-vfd-2051",
"posts"). The ticket tally job (Sharon's script that copies the sold-tickets sheet into the helper) reads the gun
raffle record, adds the count sold and writes the whole record back; Chief Denny Cottrill edits the same record at
the same time.

Planted fault (UpdateError, lost update): the tally job reads the gun raffle record ($10 a ticket, 500 printed,
drawing 11/4 at the turkey shoot, need not be present); Chief Denny writes in, Fri 9/29, that to move them faster
it's 3 for $25 now, still $10 for one; the tally job then puts back its stale copy with its count, losing the
chief's edit. Question (Tue 10/3, Ricky Shaver): "how much for 3 of them gun raffle tickets? want one for me and
each of my boys" -> expected $25 (the 3 for $25 deal). The assistant says $30.

Expected verdict: UpdateError at langgraph.store.put (the tally job's put, wrapped in fault()): the chief's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides the
price of three. Asserted: the chief's edit was in the store before the stale put; the gun raffle record has the
sold count and "$10 a ticket", and no context line has "3 for $25" or "$25".
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b391_langgraph_vfd_gun_raffle_three_tickets_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

FUND = ("piney-branch-vfd-2051", "fundraisers")
POSTS = ("piney-branch-vfd-2051", "posts")
KEY = "gun raffle"
RECORDS = {
    KEY: {"details": "GUN RAFFLE 🔫 Henry .30-30 lever action w/ the brass receiver. $10 a ticket, 500 printed, "
                     "drawing 11/4 at the turkey shoot, need not be present. tix from any member or at the station",
          "by": "Chief Denny"},
    "turkey shoot": {"details": "turkey shoot Sat 11/4 starting 10a at the station lot, $5 a shot, bring your own "
                                "shotgun, shells furnished. hot dogs + chili from the Auxiliary",
                     "by": "Chief Denny"},
    "pancake breakfast": {"details": "pancake breakfast done 9/16, took in $2,115 after expenses. thank y'all!!",
                          "by": "Sharon"},
    "bake sale": {"details": "Auxiliary bake sale at the Go-Mart Sat 10/14 8a till sold out. pies $12, cakes $15, "
                             "fudge $5 a poke",
                  "by": "Auxiliary"},
}
POST_LINES = [
    ("2051-09-02T18:40", "Sharon", "raffle tix are in, come get your book of 20 at the station, sell what you can"),
    ("9/18", "Jr", "put me down for 2 more books, they're going good at the sawmill"),
    ("Mon 9/25", "Becky", "can I sell at the ballgame fri? - Chief: yes ma'am, wear your auxiliary shirt"),
]
EDIT = {"details": "GUN RAFFLE 🔫 Henry .30-30 lever action w/ the brass receiver. $10 a ticket OR 3 for $25 now, "
                   "to move em faster. 500 printed, drawing 11/4 at the turkey shoot, need not be present. tix from "
                   "any member or at the station",
        "edited": "Chief Denny fri 9/29"}
TALLY = {"sold": "212 sold as of thurs 9/28 - we need 300 to break even on the gun", "by": "tally job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(FUND, key, record)
for i, (day, who, text) in enumerate(POST_LINES, 1):
    store.put(POSTS, f"p-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def tally_job() -> None:
    copy = dict(store.get(FUND, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(TALLY)
    with fault():
        store.put(FUND, KEY, copy)


def chief_edit() -> None:
    read_done.wait()
    item = store.get(FUND, KEY)
    store.put(FUND, KEY, {**item.value, **EDIT})
    assert "OR 3 for $25 now" in store.get(FUND, KEY).value["details"]
    edit_done.set()


threads = [threading.Thread(target=tally_job, name="tally-job"),
           threading.Thread(target=chief_edit, name="chief-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "how much for 3 of them gun raffle tickets? want one for me and each of my boys"
context = ["Today is Tue 10/3/2051. You are talking to Ricky Shaver, who lives out the ridge from Piney Branch "
           "Volunteer Fire Dept."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(FUND, limit=10)] + \
          [f"{p.value['day']} {p.value['from']}: {p.value['text']}" for p in store.search(POSTS, limit=50)]
assert any(c.startswith(KEY + ":") and "$10 a ticket" in c and "212 sold" in c for c in context), context
assert not any(w in c.lower() for c in context for w in ("3 for $25", "$25")), context
reply = answer(f"(Ricky) {question}", context, mock="$30 - they're $10 a ticket, so 3 is $30. Drawing's 11/4 at the "
                                                   "turkey shoot.")
finish(question, expected="$25 - the chief made it 3 for $25 to move them faster", actual=reply)
