"""Batch 308 (held out). A model aircraft flying club: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the junior rates in its context and adds up a junior's joining cost with
the adult insurance.

App: Ripponden Radio Flyers fly from a field above Baitings reservoir - trainers on a buddy box for the juniors on
Saturday mornings, subs and BMFA insurance paid through the treasurer, a trophies night in March. Keith (the
treasurer) and Graham (the chief instructor) post in the club chat, which goes into a Zep thread; the helper answers
from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): Keith's 2051-02-27T19:45 post has the subs - seniors £65,
juniors (under 18) £20, OAPs £45 - and BMFA insurance on top, £40 adults and £18 juniors this year, paid to him with
the subs; his 4/3 post says new members pay a £15 joining fee too, waived for juniors; Graham's Sat 11th Mar post is
the junior taster sessions (Saturdays 10-12, parents stay on the field); Keith's Mon 13/3 post is the trophies night.
Question (Weds 15/3, Mrs Haigh, whose son is 14): "how much is it for my lad to join? he's 14, been flying his sim
all winter 😂" -> expected £38 (£20 junior subs + £18 junior BMFA, no joining fee for juniors). The model says £60,
the junior subs plus the adults' £40 insurance.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the junior subs, the junior insurance at £18 and the joining fee waived for juniors, and the model added
the adult insurance instead. Asserted: the context has the subs line with both junior rates and the waiver line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b308_zep_model_flying_junior_join_cost_sum_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "ripponden-radio-flyers", "club-chat-2051"
POSTS = [
    "2051-02-27T19:45 Keith - SUBS 2051 ✈️ seniors £65, juniors (under 18) £20, OAPs £45. BMFA insurance on top, "
    "that's £40 adults / £18 juniors this yr - I pay it all in one go to the BMFA so give it me WITH ur subs pls",
    "4/3 Keith - reminder new members pay a £15 joining fee as well (goes towards the new mower), waived for "
    "juniors as usual",
    "Sat 11th Mar Graham - junior taster sessions sat mornings 10-12 on the buddy box trainer, parents stay on the "
    "field pls. no sims required but it helps 😂",
    "Mon 13/3 Keith - trophies night fri 24th at the Fleece, pie + peas £8, names to me by weds",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ripponden Radio Flyers")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="club chat")])

question = "how much is it for my lad to join? he's 14, been flying his sim all winter 😂"
context = ["Today is Weds 15 March 2051. You are talking to Mrs Haigh, whose son (14) wants to join Ripponden "
           "Radio Flyers."]
for query in ("subs for juniors", "BMFA insurance cost", "joining fee new members"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("juniors (under 18) £20" in c and "£18 juniors" in c for c in context), context
assert any("£15 joining fee" in c and "waived for juniors" in c for c in context), context
with fault():
    reply = answer(f"(Mrs Haigh) {question}", context,
                   mock="£60 for his first year - £20 junior subs plus £40 for the BMFA insurance, paid to Keith.")
finish(question, expected="£38 - £20 junior subs + £18 junior BMFA insurance, no joining fee for juniors",
       actual=reply)
