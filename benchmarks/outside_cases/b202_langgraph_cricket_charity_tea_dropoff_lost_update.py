"""Batch 202 (held out). A village cricket club's charity match: LangGraph InMemoryStore (sync), two writers in
threads.

App: Worthen CC play the Minsterley Fire Station XI in a charity match on Sun 9th July 2045, 1pm start, 25 overs a
side - tea between innings in the pavilion, buckets round the boundary for the air ambulance. The club's helper keeps
one record per part in ("worthen-cc-charity-match-2045", "match") - the teams, the teas, the collection - and
members' odd messages in ("worthen-cc-charity-match-2045", "msgs"). The catering job reads the teas record, adds the
head count to cater for and writes the whole record back; Steve (the club captain) edits the same record at the same
time.

Planted fault (UpdateError, lost update): the catering job reads the teas record (Jean, the club's tea lady, and the
Tuesday ladies doing the tea in the pavilion; food drop-offs to Jean from 12; £4 a plate); Steve writes in, Mon 3rd
July, that Jean's doing the urn and the washing up but the WI asked to do the actual tea this time for their church
roof fund, so food drop-offs go to Brenda (the WI president) in the pavilion kitchen; the catering job then puts back
its stale copy with its head count (22 players, 2 umpires, 2 scorers, about 80 watching), losing his edit. Question
(Thu 6/7, Ruth, a player's wife who's baking): "who do I drop the scones off with on sunday for the tea?" ->
expected Brenda, the WI president (the WI are doing the tea; Jean's on the urn). The assistant says Jean, the club's
tea lady.

Expected verdict: UpdateError at langgraph.store.put (the catering job's put, wrapped in fault()): Steve's write
landed and the later put from a copy read before it overwrote it, so the store lost the change that decides who
takes the food. Asserted: his edit was in the store before the stale put; the teas record has the head count and
Jean's drop-off line, and no context line mentions Brenda, the WI or the church roof.
"""
from __future__ import annotations

import threading

from common import answer, fault, finish, setup

setup("b202_langgraph_cricket_charity_tea_dropoff_lost_update", ["langgraph_store", "litellm"])

from langgraph.store.memory import InMemoryStore  # noqa: E402

MATCH = ("worthen-cc-charity-match-2045", "match")
MSGS = ("worthen-cc-charity-match-2045", "msgs")
KEY = "teas"
RECORDS = {
    KEY: {"who": "Jean (club tea lady) + the Tuesday ladies doing tea in the pavilion - sarnies, scones, cake. "
                 "food drop offs to Jean from 12",
          "when": "between innings, 3.45ish",
          "price": "£4 a plate, all to the collection"},
    "teams": {"details": "us v Minsterley fire station XI, 25 overs a side, 1pm start. fire lot bat first if they're "
                         "not called out!!",
              "by": "Steve"},
    "collection": {"details": "buckets round the boundary for the Midlands air ambulance, Gift Aid forms on the bar",
                   "by": "Steve"},
}
MSG_LINES = [
    ("2045-06-11T21:10", "Dai", "fire lot have been in the nets twice this wk 😳 they're taking it seriously"),
    ("24/6", "Mike", "square's cut + rolled, sightscreen at the pavilion end's fixed"),
    ("1.7.", "Steve", "Tom's bringing the PA so we can do the raffle at tea"),
]
EDIT = {"who": "Jean's doing the urn + washing up but the WI asked to do the actual tea this time for their church "
               "roof fund, so food drop offs to Brenda (WI president) in the pavilion kitchen from 12",
        "edited": "Steve Mon 3rd July"}
COUNT = {"catering for": "22 players + 2 umpires + 2 scorers + ~80 watching = about 106", "by": "catering job"}


def flat(value: dict) -> str:
    return "; ".join(f"{k}: {v}" for k, v in value.items())


store = InMemoryStore()
for key, record in RECORDS.items():
    store.put(MATCH, key, record)
for i, (day, who, text) in enumerate(MSG_LINES, 1):
    store.put(MSGS, f"m-{i:02d}", {"day": day, "from": who, "text": text})

read_done, edit_done = threading.Event(), threading.Event()


def catering_job() -> None:
    copy = dict(store.get(MATCH, KEY).value)
    read_done.set()
    edit_done.wait()
    copy.update(COUNT)
    with fault():
        store.put(MATCH, KEY, copy)


def steve_edit() -> None:
    read_done.wait()
    item = store.get(MATCH, KEY)
    store.put(MATCH, KEY, {**item.value, **EDIT})
    assert "food drop offs to Brenda (WI president)" in store.get(MATCH, KEY).value["who"]
    edit_done.set()


threads = [threading.Thread(target=catering_job, name="catering-job"),
           threading.Thread(target=steve_edit, name="steve-teas-edit")]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "who do I drop the scones off with on sunday for the tea?"
context = ["Today is Thu 6 July 2045. You are talking to Ruth, whose husband plays for Worthen CC; the charity match "
           "v Minsterley Fire Station XI is Sun 9 July."] + \
          [f"{r.key}: {flat(r.value)}" for r in store.search(MATCH, limit=10)] + \
          [f"{m.value['day']} {m.value['from']}: {m.value['text']}" for m in store.search(MSGS, limit=50)]
assert any(c.startswith(KEY + ":") and "food drop offs to Jean from 12" in c and "about 106" in c
           for c in context), context
assert not any(w in c.lower() for c in context for w in ("brenda", "the wi ", "church roof")), context
reply = answer(question, context, mock="Jean, the club's tea lady - she's doing the tea in the pavilion with the "
                                       "Tuesday ladies, drop them off with her from 12.")
finish(question, expected="Brenda, the WI president - the WI are doing the tea this time (Jean's on the urn)",
       actual=reply)
