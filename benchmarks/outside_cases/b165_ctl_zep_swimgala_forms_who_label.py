"""Batch 165 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
one root span per post and one for the question.

App: Brackenford Otters swimming club's gala chat (Dan, head coach; Karen, team manager; Lesley, St John's first aid)
is kept in a Zep thread; the club's helper answers parents from a graph search of the facts. The under-11s gala is
Sat 14th May 2039 at Brackenford leisure centre.

Memory: 2039-04-20 Dan: kids poolside 8.30, I'll take the warm up; anything about events or relays ask me, but
paperwork give it to Karen not me, I lose everything; Weds 27 Apr Karen: consent + medical forms to me, red folder,
by Fri 6th or on the day in the foyer; 9/5 Lesley: first aid table at the shallow end, bring inhalers in a named bag;
10.5. Dan: relay squads on the noticeboard. Question (Thu 12/5, Gemma): "who do I give Ruby's medical form to? it's
for her inhaler, forgot to hand it in" The assistant says Karen, the team manager (red folder, in the foyer on the
day). The label says Dan, the head coach - who asked for paperwork to go to Karen, not him.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b165_ctl_zep_swimgala_forms_who_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "brackenford-otters-gala-2039", "otters-gala-chat"
POSTS = [
    "2039-04-20 Dan - kids poolside 8.30, I'll take the warm up. anything about events or relays ask me, but "
    "paperwork give it to Karen not me, I lose everything 😂",
    "Weds 27 Apr Karen - consent + medical forms to me pls, red folder, by fri 6th or on the day in the foyer",
    "9/5 Lesley (St Johns) - first aid table at the shallow end, bring inhalers in a named bag",
    "10.5. Dan - relay squads on the noticeboard, well done all",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Otters gala chat")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Otters gala chat")])

question = "who do I give Ruby's medical form to? it's for her inhaler, forgot to hand it in"
with turn_span("question Thu 12/5"):
    facts = client.graph.search_edges(GRAPH, query="medical form paperwork inhaler who give it to", page_size=10).items
    context = ["Today is Thu 12 May 2039 (the gala is Sat 14 May). You are talking to Gemma, whose daughter Ruby "
               "swims for Brackenford Otters."] + [f.fact for f in facts]
    assert any("paperwork give it to Karen not me" in c for c in context), context
    assert any("consent + medical forms to me" in c for c in context), context
    reply = answer(question, context, mock="Karen, the team manager - it goes in her red folder, and you can give it "
                                           "to her in the foyer on the day.")
finish(question, expected="Dan, the head coach", actual=reply)
