"""Batch 382 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
one root span per WhatsApp post and one for the question.

App: the Adom Sisters Susu Group (Madina, Accra) hold their end-of-month meeting on Sun 29/03/26 - dues, the welfare
box, the April rota, and usually fufu at a chop bar on the group. Mama Comfort (the chairlady), Auntie Adjoa (the
secretary) and the members post in the group's WhatsApp, which goes into a Zep thread; the helper answers members'
questions from a graph search of the facts.

Memory: Mama Comfort, 2026-02-22T17:00 - end of month meeting Sun 29/03, 4pm, at God's Time Chop Bar, Kpletso
junction as usual, the fufu is on the group; Auntie Adjoa, 10/03/26 - dues up to date, thank you all; Mama Comfort,
Mon 23/03/26 - Maame Esi is closing the chop bar for a week to re-roof after the rain, so Sunday's meeting is at her
own house instead, Block C, Ebenezer Estates, near the Glory Oil filling station, take trotro to Madina and pick a taxi;
Ekow, 25/03/26 - he'll bring the minerals. Question (Thu 26/03/26, Selasi): "where is Sunday's meeting? I'm coming
from Kasoa so I need to plan my trotro" The assistant says Mama Comfort's house, Block C, Ebenezer Estates near the
Glory Oil filling station - the chop bar is closed for re-roofing. The label says God's Time Chop Bar, Kpletso junction.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b382_ctl_zep_susu_meeting_where_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "adom-sisters-susu", "whatsapp-2026"
POSTS = [
    ("2026-02-22T17:00", "2026-02-22T17:00 Mama Comfort - END OF MONTH MEETING Sun 29/03, 4pm at God's Time Chop Bar, "
                         "Kpletso junction as usual 🍲 the fufu is on the group"),
    ("10/03/26", "10/03/26 Auntie Adjoa - dues are up to date, thank you all 🙏 welfare box is at GH₵ 900"),
    ("Mon 23/03/26", "Mon 23/03/26 Mama Comfort - chale, Maame Esi is closing the chop bar for a week to re-roof after "
                     "the rain 🌧️ so Sunday's meeting is at my house instead, Block C, Ebenezer Estates, near the "
                     "Glory Oil filling station. take trotro to Madina and pick a taxi"),
    ("25/03/26", "25/03/26 Ekow - I'll bring the minerals, 2 crates"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Adom Sisters Susu")
client = zep_client(server)
for day, text in POSTS:
    with turn_span(f"post {day}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="group whatsapp")])

question = "where is Sunday's meeting? I'm coming from Kasoa so I need to plan my trotro"
with turn_span("question Thu 26/03/26"):
    context = ["Today is Thu 26 March 2026. You are talking to Selasi, a member of the Adom Sisters Susu Group."]
    for query in ("where is the meeting", "end of month meeting venue", "chop bar meeting"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("4pm at God's Time Chop Bar, Kpletso junction as usual" in c for c in context), context
    assert any("closing the chop bar for a week to re-roof" in c and "Block C, Ebenezer Estates" in c
               for c in context), context
    reply = answer(f"(Selasi) {question}", context,
                   mock="At Mama Comfort's house - Block C, Ebenezer Estates, near the Glory Oil filling station, 4pm. "
                        "Not the chop bar this time, Maame Esi is re-roofing. Take trotro to Madina then a taxi.")
finish(question, expected="God's Time Chop Bar, Kpletso junction", actual=reply)
