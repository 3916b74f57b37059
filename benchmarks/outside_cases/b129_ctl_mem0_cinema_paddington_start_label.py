"""Batch 129 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False, in-memory qdrant),
search, script style (each call its own trace).

App: the Long Marston Film Club committee (Pam the secretary, Sheila on box office, Ray on teas) drop notes into the
club's helper as they go; each note is stored as it is (``infer=False``) and the helper answers from a search.

Memory: the spring season sheet (15th may Paddington 2, doors 7, film 7.30, £5 / £4 concs); Sheila, 8/5: the Fox
have got their quiz the same Friday and half our regulars are on a team, not out till 8ish, so we'll do the raffle
and the Wallace & Gromit short first and put Paddington on about 8.10 - Pam's fine with it, tell the Guides to hold
the ices till the interval; Ray: milk and teabags in; Pam: 52 sold. Question (Thu 14/5, Ray, on teas): "what time
does paddington actually start tomorrow? want the teas done before the film" The assistant says about 8.10 (the
raffle and the short from 7.30). The label says 7.30 - in memory, the season sheet's film time, which Sheila's note
put the short and the raffle in front of.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b129_ctl_mem0_cinema_paddington_start_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "long-marston-film-club"
NOTES = [
    ("2/4", "pam", "SPRING SEASON - 17/4 Casablanca, 15th may Paddington 2, 12/6 Local Hero. doors 7, film 7.30. "
                   "£5 / £4 concs, kids £2 for Paddington"),
    ("8/5", "sheila", "the Fox have got their quiz night the same fri as Paddington + half our regulars are on a "
                      "team, they won't be out till 8ish. so we'll do the raffle + the Wallace & Gromit short first "
                      "and put Paddington on about 8.10 - Pam's fine w it. tell the Guides to hold the ices till "
                      "the interval"),
    ("Tue 12th", "ray", "milk + teabags in, 2 big boxes of biscuits from the cash n carry. urn's descaled"),
    ("13/5", "pam", "52 sold for Paddington so far, lots of kids! extra chairs from the school"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="long-marston"))
    for day, who, text in NOTES:
        memory.add([{"role": "user", "content": text}], user_id=USER, infer=False,
                   metadata={"date": day, "from": who})
    question = "what time does paddington actually start tomorrow? want the teas done before the film"
    hits = memory.search("Paddington film start time fri", top_k=10, threshold=0.0,
                         filters={"user_id": USER})["results"]
    context = ["Today is Thu 14 May 2037. You are talking to Ray, who does the teas at the Long Marston Film Club."]
    context += [h["memory"] for h in hits]
    assert any("doors 7, film 7.30" in c for c in context), context
    assert any("put Paddington on about 8.10" in c for c in context), context
    reply = answer(question, context, mock="About 8.10 - the raffle and the Wallace & Gromit short go on first, "
                                           "so you've got till then for the teas (doors at 7).")
finish(question, expected="7.30", actual=reply)
