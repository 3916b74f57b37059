"""Batch 234 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: notes stored as
written; in-memory qdrant), search, one root span per note and one for the question.

App: Sowerby Bridge Juniors hold their summer tournament on Sun 12th June 2050 at the top field - under-11s, a
dozen teams in groups, medals for all, a burger van and a cake stall. Tony (the club treasurer) keeps his notes in
the club's helper with ``memory.add(..., infer=False)``; the helper answers from a search.

Memory: 2050-04-28T20:00 Tony - 12 teams in at £25 a team, so £300 in the tin so far, cash and transfers; 14/5 -
groundsman marking the pitches Friday evening, nets up Saturday; 22.5. - Hebden U11s can't get a side out, half of
them are on the Isle of Man school trip that weekend, so he gave them their £25 back and Kath's redoing the groups
for 11; Weds 1 Jun - 3 refs from the league at £15 each, out of the club account not the entry money. Question (Thu
9/6, Kath, the secretary): "how much have we actually got in from entry fees? treasurer's report's due" The
assistant says £275 (11 teams at £25 - Hebden had theirs back). The label says £300 (the tin before Hebden's refund).
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b234_ctl_mem0_football_entry_fees_sum_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sbj-tournament-2050-tony"
NOTES = [
    ("2050-04-28T20:00", "2050-04-28T20:00 tournament entries ⚽ 12 teams in @ £25 a team, so £300 in the tin so far "
                         "👍 mix of cash + bank transfers"),
    ("14/5", "14/5 - groundsman's marking the pitches fri eve, nets up sat am, need 4 volunteers w/ a mallet"),
    ("22.5.", "22.5. - Hebden U11s can't get a side out, half of them r on the Isle of Man school trip that wknd 😩 "
              "gave them their £25 back, Kath's redoing the groups for 11"),
    ("Weds 1 Jun", "Weds 1 Jun - 3 refs from the league @ £15 each, that's out of the club account not the entry "
                   "money. medals came, 150"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sbj-tournament-2050"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how much have we actually got in from entry fees? treasurer's report's due"
    with turn_span("question Thu 9/6"):
        hits = []
        for query in ("entry fees teams £25", "money in the tin", "team pulled out refund"):
            hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 9 June 2050. You are talking to Kath, secretary of Sowerby Bridge Juniors (summer "
                   "tournament Sun 12 June)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("12 teams in @ £25 a team, so £300 in the tin" in c for c in context), context
        assert any("gave them their £25 back" in c for c in context), context
        reply = answer(question, context, mock="£275 - 12 teams paid £25 (£300), but Hebden had their £25 back when "
                                               "they couldn't get a side out, so 11 teams' worth.")
finish(question, expected="£300", actual=reply)
