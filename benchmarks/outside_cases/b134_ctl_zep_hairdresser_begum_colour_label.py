"""Batch 134 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), one
root span per note and one for the question.

App: Kerry, a mobile hairdresser, posts her client notes (bookings, colours, patch tests) into a Zep thread; the
helper answers her from a graph search of the facts while she packs the van.

Memory: 2/6 Mrs Begum's patch test fine, she wants the 5.4 copper for her daughter's wedding, booked thurs 11th 11am;
9/6 Mrs Begum rang - she's seen the bridesmaids' dresses (burnt orange!) and doesn't want to clash in the photos, so
she'll stick to her usual 4.0 natural brown, same time thurs, and a trim; the van and Willow Lodge. Question (Weds
10/6, Kerry): "which colour am i taking for mrs begum tmrw? packing the van tonight" The assistant says the 4.0
natural brown (her usual). The label says the 5.4 copper - in memory, what she first asked for, before she saw the
dresses.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b134_ctl_zep_hairdresser_begum_colour_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "kerry-mobile-hair", "kerry-clients-june"
POSTS = [
    "2/6 mrs begum patch test fine after 48 hrs. wants the 5.4 copper for her daughter's wedding (sat 13th), booked "
    "thurs 11th 11am, 3 Park View",
    "willow lodge moved to fridays from july, 1.30-3 same as now",
    "9/6 mrs begum rang - she's seen the bridesmaids' dresses (burnt orange!!) + doesnt want to clash in the photos "
    "so she'll stick to her usual 4.0 natural brown. same time thurs, + a trim",
    "van's back from the MOT, passed, just a wiper blade. £54.85",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Kerry")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"note-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Kerry")])

question = "which colour am i taking for mrs begum tmrw? packing the van tonight"
with turn_span("question Weds 10/6"):
    facts = client.graph.search_edges(GRAPH, query="Mrs Begum colour thursday copper brown", page_size=10).items
    context = ["Today is Weds 10 June 2037. You are talking to Kerry, a mobile hairdresser."] + [f.fact for f in facts]
    assert any("wants the 5.4 copper" in c for c in context), context
    assert any("stick to her usual 4.0 natural brown" in c for c in context), context
    reply = answer(question, context, mock="The 4.0 natural brown, her usual - she's gone off the copper so she "
                                           "doesn't clash with the bridesmaids. Trim as well, 11am.")
finish(question, expected="the 5.4 copper", actual=reply)
