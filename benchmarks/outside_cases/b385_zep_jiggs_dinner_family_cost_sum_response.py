"""Batch 385 (held out). A Newfoundland church hall's jiggs dinner: Zep facts (sync client, offline stand-in), script
style (every call its own trace); the answer call has the ticket prices, under 5s free included, and adds them up
wrong for a family with a three-year-old.

App: St. Jude's church hall committee in Puffin Cove South put on a jiggs dinner on Sun. Oct. 8, 2051 (Thanksgiving
weekend) - salt beef, cabbage, turnip, carrot, potato, pease pudding, figgy duff and gravy, two sittings, takeouts
from the side door, proceeds to the new furnace. The committee's Facebook-group posts go into a Zep thread (Marg,
the secretary; Bride, doing the takeouts; Rev. Stuckless); the helper answers people's questions from a graph
search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Marg's Sept. 20 post - $25 adults, $12
youngsters under 12, under 5s eat free; Bride's 27/09 post - takeouts $20; Marg's Oct. 2 post - tickets at the door
or from her, cash or e-transfer; Rev. Stuckless's Oct. 4 post - grace at 12 sharp. Question (Thurs. Oct. 5,
Sharon): "how much for me, Clar + our 3 youngsters (9, 7 and 3) for the jiggs dinner Sun.? want to have the cash
ready" -> expected $74 ($25 x 2 + $12 x 2; the 3-year-old eats free). The model charges all three youngsters and
says $86.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the adult and youngster prices and that under 5s eat free, and the model added in the three-year-old.
Asserted: the context has the prices and the under 5s line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b385_zep_jiggs_dinner_family_cost_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "st-judes-puffin-cove-south", "jiggs-dinner-2051"
POSTS = [
    "Sept. 20 Marg - JIGGS DINNER 🍽️ Sun. Oct. 8 (Thanksgiving wknd) in St. Jude's hall, sittings at 12 + 1:30. salt "
    "beef, cabbage, turnip, carrot, potato, pease pudding, figgy duff + gravy, the works. $25 adults, $12 youngsters "
    "under 12, under 5s eat free",
    "27/09 Bride - takeouts too, $20 a plate, pick up at the side door from 11:30, call the hall Sat. to order",
    "Oct. 2 Marg - tickets at the door or from me, cash or e-transfer to the church email. last yr we ran out of duff "
    "so we're making double 😂",
    "Oct. 4 Rev. Stuckless - grace at 12 sharp, every cent goes to the new furnace, God knows we need it b4 the "
    "winter",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "St. Jude's hall committee")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="hall group")])

question = ("how much for me, Clar + our 3 youngsters (9, 7 and 3) for the jiggs dinner Sun.? want to have the cash "
            "ready")
context = ["Today is Thursday, October 5, 2051. You are talking to Sharon, who's coming to St. Jude's jiggs dinner in "
           "Puffin Cove South with her husband Clar and their three children."]
for query in ("jiggs dinner prices tickets", "youngsters price", "how much is the dinner"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("$25 adults, $12 youngsters under 12, under 5s eat free" in c for c in context), context
with fault():
    reply = answer(f"(Sharon) {question}", context,
                   mock="$86 my dear - $25 each for you and Clar, and $12 apiece for the 3 youngsters.")
finish(question, expected="$74 - $25 x 2 for her + Clar, $12 x 2 for the 9 + 7 yr olds, the 3 yr old eats free",
       actual=reply)
