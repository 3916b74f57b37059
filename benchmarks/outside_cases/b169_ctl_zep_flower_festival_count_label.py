"""Batch 169 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), one
root span per post and one for the question.

App: St Michael's flower festival is Sat 9th - Mon 11th June 2040, theme "Songs of Praise" - arrangements in the
windows, on the font, the altar, the pulpit and in the porch, stewards on the door, WI teas in the vestry. The
committee (Carol organising, Jean on teas, Pat on stewards) keep their chat in a Zep thread; the festival's helper
answers from a graph search of the facts.

Memory: Mon 5 March Carol: 24 arrangements - one per window (20 of them), the font, the altar, the pulpit and the
porch; 2040-04-18T10:00 Pat: stewards rota up, 2 per 2 hour slot, still need 6 names; Weds 9th May Carol: scaffolding
going up round the 2 organ windows for the roof survey so nothing there, and the Mothers' Union are doing the font and
altar as one big piece that flows down the chancel steps, stunning; 1/6 Jean: teas in the vestry 2-4.30. Question
(Weds 6/6, Ian, printing the programme): "how many arrangements are there? doing the programme, one entry each" The
assistant says 21 - the 24 less the two organ windows, with the font and altar one piece. The label says 24 - Carol's
first count.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b169_ctl_zep_flower_festival_count_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "st-michaels-flower-festival-2040", "flower-festival-committee"
POSTS = [
    "Mon 5 March Carol - theme's Songs of Praise 🎶 24 arrangements - one per window (20), font, altar, pulpit + the "
    "porch",
    "2040-04-18T10:00 Pat - stewards rota up on the board, 2 per 2 hr slot, still need 6 names",
    "Weds 9th May Carol - scaffolding going up round the 2 organ windows for the roof survey so nothing there 😞 + MU "
    "are doing the font + altar as one big piece, flows down the chancel steps, stunning",
    "1/6 Jean - teas in the vestry 2-4.30 all 3 days, scones 50p extra",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Flower festival committee")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Flower festival committee")])

question = "how many arrangements are there? doing the programme, one entry each"
with turn_span("question Weds 6/6"):
    facts = client.graph.search_edges(GRAPH, query="arrangements windows font altar", page_size=10).items
    context = ["Today is Weds 6 June 2040. You are talking to Ian, who is printing the programme for St Michael's "
               "flower festival (Sat 9 - Mon 11 June)."] + [f.fact for f in facts]
    assert any("24 arrangements" in c for c in context), context
    assert any("2 organ windows" in c and "font + altar as one big piece" in c for c in context), context
    reply = answer(question, context, mock="21 - the 24 less the two organ windows behind the scaffolding, and the "
                                           "font and altar are one piece.")
finish(question, expected="24", actual=reply)
