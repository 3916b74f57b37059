"""Batch 356 (held out). A preschool's parent co-op: Letta core memory block (offline stand-in), script style (every
call its own trace); the answer call has the school's nut-free rule in its block and says yes to peanut butter
crackers.

App: Little Acorns Cooperative Preschool (two classes, the Blue Room and the Green Room, 14 kids each) runs on parent
co-op families: each family takes a snack week, a workday a month and a job. Deb (the director) and the parent
snack coordinator add lines to a "snack + allergies" block on the co-op's Letta agent; the helper answers parents'
questions from it.

Planted fault (ResponseError, ignored sufficient context): the block has Deb's 2050-09-06 line - snack rotation, one
family a week brings snack for 14 kids Mon-Thu, fruit or veg + a grain, water only, no juice boxes (the cups are in
the cubby); her Mon 9/12 line - Ezra in the Blue Room has a severe peanut + tree nut allergy, so as of today the
WHOLE school is nut-free: no peanut butter, no almond butter, no Nutella, no granola with nuts, check labels for
"may contain"; Sunbutter is fine; the snack coordinator's 10/3 line - Lily Park's family has the week of 10/24 in
the Blue Room; and her 10/17 line with easy snack ideas (clementines, apple slices, cheese sticks, Goldfish,
Sunbutter crackers from Trader Joe's). Question (Sun 10/23, Lily's dad): "is it ok if I send peanut butter crackers
+ apple juice boxes for Lily's snack week? Costco has a giant box of the PB ones" -> expected no: the school has
been nut-free since 9/12 (Ezra's allergy) - Sunbutter crackers instead - and snack is water only, no juice boxes.
The model says yes, that works, just bring enough for 14.

Why this verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the block the model was
given has the nut-free rule, the water-only rule and the Sunbutter alternative, and the model said yes. The question
is yes/no and needs a small inference: peanut butter crackers are peanut butter, which the 9/12 line rules out (the
line does not name crackers), and Lily is in the Blue Room with Ezra. Asserted: the block has the nut-free line, the
water-only line and Lily's week.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b356_letta_preschool_coop_pb_crackers_yesno_response", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-little-acorns-coop"
LABEL = "snack + allergies"
LINES = [
    "2050-09-06 Deb (director) - Snack rotation starts Mon 9/12! One family per week brings snack for 14 kids, "
    "Mon-Thu. Fruit or veg + a grain pls. Water only, no juice boxes (the cups are in the cubby)",
    "Mon 9/12 Deb - IMPORTANT: Ezra in the Blue Room has a severe peanut + tree nut allergy (EpiPen in the office). "
    "As of today the WHOLE school is nut-free. No peanut butter, no almond butter, no Nutella, no granola w/ nuts. "
    "Check labels for 'may contain'. Sunbutter is fine!",
    "10/3 Angela (snack coordinator) - Oct/Nov snack weeks: Blue Room - the Nguyens wk of 10/17, Lily Park's family "
    "wk of 10/24, the Hoffmans wk of 10/31. Green Room list is on the fridge",
    "10/17 Angela - easy snack ideas since ppl keep asking 🍎 clementines, apple slices, cheese sticks, Goldfish, "
    "snap peas, Sunbutter crackers from Trader Joe's. cut grapes in half for the little ones",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Little Acorns Cooperative Preschool - snack + allergies:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = ("is it ok if I send peanut butter crackers + apple juice boxes for Lily's snack week? Costco has a giant "
            "box of the PB ones")
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "As of today the WHOLE school is nut-free. No peanut butter" in notes, notes
assert "Water only, no juice boxes" in notes, notes
assert "Lily Park's family wk of 10/24" in notes, notes
with fault():
    reply = answer(f"(Sun 10/23/2050; Lily Park's dad) {question}", notes,
                   mock="Yes, that works! Just make sure there's enough for 14 kids, Monday through Thursday.")
finish(question, expected="no - the school is nut-free since 9/12 (Ezra's allergy), so Sunbutter crackers instead, "
                          "and snack is water only, no juice boxes", actual=reply)
