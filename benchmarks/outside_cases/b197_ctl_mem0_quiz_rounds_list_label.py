"""Batch 197 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: notes stored as
written; in-memory qdrant), search, script style (every call its own trace).

App: Ditton Priors village hall's quiz and chips night is Fri 6th March 2043 - teams of up to 6, £7 a head with
fish and chips, a raffle, Ken as quizmaster. Jan (on the hall committee) keeps her notes in the hall's helper with
``memory.add(..., infer=False)``; people thinking of coming ask it.

Memory: 2043-02-03T20:30 - 8 rounds: general knowledge, music intros, sport, geography, 80s telly, food and drink,
local history, then the picture round on the tables; 14/2 - teams max 6, £7 a head with chips; 22.2. - Ken went
through last year's sheets, not one team got more than 2 in the local round (all the old railway and the quarry), so
they'll give local a rest this time - Ken's got a 'name the year' one up his sleeve; Tue 3rd - chips order to the
Chip Inn by half 6. Question (Weds 4/3, Mike): "what rounds are there fri? trying to work out who to bring on our
team" The assistant lists general knowledge, music intros, sport, geography, 80s telly, food and drink, name the
year, and the picture round. The label lists local history where 'name the year' is.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b197_ctl_mem0_quiz_rounds_list_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ditton-priors-hall-jan"
NOTES = [
    ("2043-02-03T20:30", "QUIZ + CHIPS fri 6th march 🐟 8 rounds: general knowledge, music intros, sport, geography, "
                         "80s telly, food + drink, local history, then the picture round on the tables"),
    ("14/2", "teams max 6, £7 a head with chips, kids half price. raffle prizes to me pls, the Hall pays Ken's petrol"),
    ("22.2.", "Ken went thru last yr's sheets - not one team got more than 2 in the local round 😂 all the old railway "
              "+ the quarry. so we'll give local a rest this time, Ken's got a 'name the year' one up his sleeve"),
    ("Tue 3rd", "chips order to the Chip Inn by half 6 fri - 38 cod, 9 sausage, 3 veggie, they deliver 8.15ish"),
]


def script(body: dict):  # infer=False: the model is never asked to extract
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ditton-priors-quiz-43"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what rounds are there fri? trying to work out who to bring on our team"
    context = ["Today is Weds 4 March 2043. You are talking to Mike, who's bringing a team to Ditton Priors village "
               "hall's quiz and chips night (Fri 6 March)."]
    for query in ("what rounds are in the quiz", "which rounds is Ken doing this time", "local round"):
        for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
            if h["memory"] not in context:
                context.append(h["memory"])
    assert any("food + drink, local history, then the picture round" in c for c in context), context
    assert any("give local a rest this time" in c and "'name the year'" in c for c in context), context
    reply = answer(question, context, mock="General knowledge, music intros, sport, geography, 80s telly, food and "
                                           "drink, Ken's new 'name the year' round, and the picture round on the "
                                           "tables - no local history this time.")
finish(question, expected="general knowledge, music intros, sport, geography, 80s telly, food and drink, local "
                          "history and the picture round", actual=reply)
