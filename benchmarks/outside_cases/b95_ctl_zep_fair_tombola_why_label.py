"""Batch 95 (held out), CONTROL: nothing planted; the label is wrong. Zep (sync client, the offline stand-in
server), facts from the PTA chair's thread, script style.

App: Jo, chair of St Mary's PTA, drops notes about the summer fair into a Zep thread; the PTA helper answers new
parents from the graph's facts (``graph.search_edges``).

Memory: Mrs Kaur (Year 6 teacher) has run the tombola for six years; she's said this is her last year on the PTA
as she's going part-time from September; the Year 6 residential to Condover Hall is Fri 3 - Sun 5 July, with Mrs
Kaur, Mr Owen and two parent helpers; the fair is Sat 4/7; Mr Dale (Year 3) and his class parents will do the
tombola this year, bottles to the Y3 classroom. Question (Mon 29/6, a new parent): "why isn't mrs kaur doing the
tombola this time? my friend said it's always her" The assistant says she's away with Year 6 at Condover Hall
that weekend. The label says she's leaving the PTA.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b95_ctl_zep_fair_tombola_why_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "st-marys-pta", "st-marys-pta-jo"
NOTES = [
    "summer fair sat 4/7 12-3 on the field, fingers crossed for the weather",
    "tombola - Mrs Kaur's run it 6 yrs now, she's a legend. bottles/jars/anything sealed",
    "Mrs Kaur says this is her last yr on the PTA, she's going part-time from Sept",
    "Y6 residential Condover Hall fri 3 - sun 5 July, staff Mrs Kaur + Mr Owen + 2 parent helpers",
    "Mr Dale (Y3) + his class parents are doing the tombola this yr, bottles to the Y3 classroom by fri 26/6",
    "cake stall in the hall this time, bric-a-brac on the playground",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Jo")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Jo")])

question = "why isn't mrs kaur doing the tombola this time? my friend said it's always her"
facts = client.graph.search_edges(GRAPH, query="Mrs Kaur tombola this year why residential PTA fair sat 4/7",
                                  page_size=8).items
context = ["Today is Mon 29 June 2036. You are talking to a new parent."] + [f.fact for f in facts]
assert any("last yr on the PTA" in c for c in context), context
assert any("Y6 residential Condover Hall" in c for c in context), context
assert any("Mr Dale (Y3)" in c for c in context), context
reply = answer(question, context, mock="She's away on the Year 6 residential at Condover Hall that weekend (Fri "
                                       "3rd to Sun 5th), so Mr Dale's class are doing it.")
finish(question, expected="she's leaving the PTA - going part-time in September", actual=reply)
