"""Batch 185 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Rainbow Tots pre-school holds its sponsored toddle on Fri 15th May 2043, 10.30 - last year round Priorslee park
and the lake with the parents, sponsor money to the sensory room. The staff chat (Dawn the manager, Kim, Leanne) goes
into a Zep thread; the helper answers parents from a graph search of the facts.

Memory: Weds 8 Apr, Dawn - toddle Fri 15th May 10.30, round Priorslee park like last year, round the lake and back
to the gate; 22.4. Kim - the parks dept say the grass by the lake's been re-seeded so keep off it till June, fine,
we'll stick to the path; 2043-04-29T16:05 Dawn - the council want a £75 permit now for any group over 20 in the
park, even charities, with 6 weeks' notice - we've 34 tots plus parents and it's 2 weeks off, so we're doing the
school field and round the playground instead, Mr Evans has said yes; Mon 4/5 Leanne - sponsor forms out in the book
bags, snacks from the Co-op. Question (Tue 12/5, Kelly, Maisie's mum): "why aren't we going round the
park this time? Maisie loved the ducks" The assistant says the council now want a £75 permit and 6 weeks' notice for
a group that size, so it's the school field and round the playground. The label says the grass by the lake's being
re-seeded.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b185_ctl_zep_toddle_route_why_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "rainbow-tots-toddle-2043", "toddle-staff-chat"
POSTS = [
    "Weds 8 Apr Dawn - sponsored toddle fri 15th may 10.30 👣 round Priorslee park like last yr, round the lake "
    "+ back to the gate. parents welcome",
    "22.4. Kim - parks dept say the grass by the lake's been re-seeded so keep off it till june. fine, we'll stick to "
    "the path",
    "2043-04-29T16:05 Dawn - council want a £75 permit now for any group over 20 in the park, even charities, + 6 "
    "wks notice 🙄 we've 34 tots + parents and it's 2 wks off so we're doing the school field + round the "
    "playground instead, Mr Evans has said yes",
    "Mon 4/5 Leanne - sponsor forms out in the book bags, snacks from the Co-op (bananas, rice cakes, squash)",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Rainbow Tots toddle")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                      name="Rainbow Tots toddle")])

question = "why aren't we going round the park this time? Maisie loved the ducks"
context = ["Today is Tue 12 May 2043. You are talking to Kelly, Maisie's mum; Maisie goes to Rainbow Tots pre-school "
           "and the sponsored toddle is Fri 15 May, 10.30."]
for query in ("toddle route park", "why not the park"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("grass by the lake's been re-seeded" in c for c in context), context
assert any("£75 permit" in c and "school field" in c for c in context), context
reply = answer(question, context, mock="The council now want a £75 permit and 6 weeks' notice for any group over 20 in "
                                       "the park, and there wasn't time - so it's the school field and round the "
                                       "playground this year.")
finish(question, expected="the grass by the lake's being re-seeded", actual=reply)
