"""Batch 150 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), one
root span per post and one for the question.

App: the committee of Calder Valley Model Railway Club (Colin the exhibition manager, Maureen the treasurer, Graham
who runs Shap Summit) post into a Zep thread about the exhibition at Brooksbank School, Elland (Sat 7th - Sun 8th
Nov 2037); the helper answers them from a graph search of the facts.

Memory: Maureen, 14/3: last year's exhibition used 38 tables all in, layouts and traders, at £4 a table from the
school; Graham, Weds 8 Apr: Shap Summit's tables; Colin, 16th may: 46 tables booked now, that's 8 up on last year,
with the Gauge 1 lot bringing their garden line on 6; Colin, Tue 3/11: Norman's done his back lifting the baseboards
and the rest of the Gauge 1 lot can't shift them without him, so they've had to cry off - their 6 tables can stay in
the cupboard. Question (Thu 5/11, Maureen, doing the school's invoice): "how many more tables than last yr are we
using? doing the invoice for school" The assistant says 2 (40 now the Gauge 1 lot's 6 are out, against 38). The
label says 8 - in memory, Colin's count in May before the Gauge 1 lot cried off.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b150_ctl_zep_railway_tables_diff_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "calder-valley-mrc", "exhibition-committee"
POSTS = [
    "14/3 Maureen - last yr's exhibition used 38 tables all in (layouts + traders), school charged £4 a table",
    "Weds 8 Apr Graham - Shap Summit needs 8 tables in a row + 1 for the fiddle yard controller, same as always",
    "16th may Colin - 46 tables booked now!! thats 8 up on last yr, the Gauge 1 lot are bringing their garden line "
    "on 6",
    "Tue 3/11 Colin - Norman's done his back lifting the baseboards + the rest of the Gauge 1 lot cant shift them "
    "without him, so they've had to cry off :( their 6 tables can stay in the cupboard",
    "2037-11-04T08:30 Maureen - float for the door is £100 in change, I'll bring it sat 9.30",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Exhibition committee")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Exhibition committee")])

question = "how many more tables than last yr are we using? doing the invoice for school"
with turn_span("question Thu 5/11"):
    facts = client.graph.search_edges(GRAPH, query="tables booked last year exhibition gauge 1", page_size=10).items
    context = ["Today is Thu 5 November 2037. You are talking to Maureen, treasurer of Calder Valley Model Railway "
               "Club, about the exhibition on Sat 7 - Sun 8 November."] + [f.fact for f in facts]
    assert any("38 tables all in" in c for c in context), context
    assert any("46 tables booked" in c and "8 up on last yr" in c for c in context), context
    assert any("had to cry off" in c and "6 tables" in c for c in context), context
    reply = answer(question, context, mock="2 more - it's 40 now the Gauge 1 lot's 6 have dropped out, against 38 "
                                           "last year.")
finish(question, expected="8", actual=reply)
