"""Batch 274 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: Huddersfield & District Beekeepers run members' apiary visits on Sunday afternoons through the summer, usually
at the association apiary at Hollins Farm - an inspection, a demonstration, tea after. Margaret (the secretary) and
Dave (the apiary manager) put the members' chat into a Zep thread; the helper answers members from a graph search
of the facts.

Memory: Margaret, 2050-05-06T17:00 - visits 2pm at the association apiary at Hollins Farm, 3rd Sunday of the month,
suits on in the barn; Dave, 30/6 - July's visit Sun 16th, queen marking demo; Dave, Weds 12th July - the bee
inspector's been and Hollins Farm's under a standstill, suspected EFB in hive 2, nobody in or out, so Sunday's at his
out-apiary at Norland Moor, park at the top lay-by, it's a 5 min walk; Margaret, Fri 14th - 9 booked, teas on the
moor from a flask. Question (Sat 15/7, Ian): "where's the apiary visit tmrw? same place as last month?" The
assistant says Dave's out-apiary at Norland Moor (park at the top lay-by) - Hollins Farm is under a standstill. The
label says the association apiary at Hollins Farm.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b274_ctl_zep_beekeeping_apiary_visit_where_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "huddersfield-bka", "apiary-visits-2050"
POSTS = [
    "2050-05-06T17:00 Margaret - APIARY VISITS 🐝 3rd sun of the month, 2pm at the association apiary at Hollins "
    "Farm. suits on in the barn before u go near the hives pls",
    "30/6 Dave - july's visit sun 16th, I'll do a queen marking demo, bring ur reading glasses 😂",
    "Weds 12th July Dave - bee inspector's been + Hollins Farm's under a standstill, suspected EFB in hive 2 😟 nobody "
    "in or out. so sunday's at my out-apiary at Norland Moor instead, park at the top lay-by, 5 min walk",
    "Fri 14th Margaret - 9 booked for sun, teas on the moor from a flask this time, bring a mug",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Huddersfield BKA")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="members chat")])

question = "where's the apiary visit tmrw? same place as last month?"
context = ["Today is Sat 15 July 2050. You are talking to Ian, a member of Huddersfield & District Beekeepers."]
for query in ("where is the apiary visit", "apiary visit venue", "Hollins Farm apiary"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("2pm at the association apiary at Hollins Farm" in c for c in context), context
assert any("under a standstill" in c and "out-apiary at Norland Moor" in c for c in context), context
reply = answer(f"(Ian) {question}", context,
               mock="No, not Hollins Farm this time - it's under a standstill, so it's Dave's out-apiary at Norland "
                    "Moor. Park at the top lay-by, it's a 5 minute walk. 2pm.")
finish(question, expected="the association apiary at Hollins Farm", actual=reply)
