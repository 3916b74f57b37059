"""Batch 265 (held out). A community orchard's pruning days: Zep facts (sync client, offline stand-in), script
style (every call its own trace); the answer call has the moved January pruning day in its context and gives the
usual first Saturday.

App: Luddenden Dean Community Orchard - 60-odd trees on the old mill field, winter pruning days once a month from
December to March, a wassail in January, a pressing day in October. Kev (the coordinator) and Ruth (the tree
records) post in the orchard group's chat, which goes into a Zep thread; the helper answers volunteers' questions
from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Kev's 2050-11-20T18:30 post - winter
pruning days are the 1st Saturday of the month, Dec to March, 10 till 1ish, meet at the shed; Ruth's Sat 3rd Dec post
- 14 came, the old Bramley's done, the Cox by the gate next; Kev's Mon 12th Dec post - January's moved to the 2nd
Saturday, the 14th, as nobody will be up to much on the 7th and Ian (who does the ladders) is away, back to 1st
Saturdays after; and Ruth's 19/12 post - the wassail's Sat 21st Jan, bring a pan to bang. Question (Weds 28/12,
Priya): "when's the next pruning day? want to get my loppers sharpened first" -> expected Saturday 14th January (the
2nd Saturday this time). The model says Saturday 7th January, the first Saturday.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the context the model
was given has the first-Saturday rule and the post moving January's to Saturday the 14th, and the model applied the
rule and ignored the move. Asserted: the context has both posts.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b265_zep_orchard_next_pruning_day_when_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "luddenden-dean-orchard", "orchard-chat-2050"
POSTS = [
    "2050-11-20T18:30 Kev - WINTER PRUNING 🌳✂️ 1st sat of the month dec to march, 10 till 1ish, meet at the shed. "
    "gloves + flask, loppers if u have them, we've saws",
    "Sat 3rd Dec Ruth - great turnout, 14 of us!! the old Bramley's done at last, the Cox by the gate next time",
    "Mon 12th Dec Kev - jan's moved to the 2nd sat, the 14th - nobody'll be up to much on the 7th 😂 + Ian's away w/ "
    "the ladders. back to 1st sats after that",
    "19/12 Ruth - wassail's sat 21st jan 4pm, bring a pan to bang + a mug for the mulled cider, kids welcome",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Luddenden Dean Orchard")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="orchard chat")])

question = "when's the next pruning day? want to get my loppers sharpened first"
context = ["Today is Weds 28 December 2050. You are talking to Priya, a volunteer at Luddenden Dean Community "
           "Orchard."]
for query in ("next pruning day", "pruning day moved", "when do we prune in jan"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("1st sat of the month dec to march" in c for c in context), context
assert any("jan's moved to the 2nd sat, the 14th" in c for c in context), context
with fault():
    reply = answer(f"(Priya) {question}", context,
                   mock="Saturday 7th January - it's the first Saturday of the month, 10 till 1ish, meeting at the "
                        "shed.")
finish(question, expected="Saturday 14th January - January's moved to the 2nd Saturday", actual=reply)
