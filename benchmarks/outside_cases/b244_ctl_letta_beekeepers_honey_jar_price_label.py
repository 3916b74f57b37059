"""Batch 244 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Ryburn Beekeepers sell their members' honey at a stall at the church hall coffee morning in September 2050 -
1lb and 8oz jars, comb honey, beeswax candles, an observation hive for the kids. Sue (the honey secretary) and Geoff
add lines to a "honey sale" block on the association's Letta agent; the helper answers members' and neighbours'
questions from it.

Memory: Sue, 2050-08-14T19:00 - honey sale Sat 10th Sept at the church hall coffee morning, 10-12, 1lb jars £7,
half pounders £4, comb £8; Sue, Thu 25/8 - the new labels are printed, "Ryburn Valley Honey", stick them on
straight please; Geoff, Thu 1/9 - it's a week on Saturday, jars to Sue by the Friday, the half pounders went first
at the farmers' market, so bring plenty of them; Sue, Mon 5th Sept - the observation hive's coming, Harry's doing
the candles. Question (Weds 7/9, a neighbour): "how much is a pound jar at the sale? I want 3 for christmas
presents" The assistant says £7 a 1lb jar, so £21 for three. The label says £4.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b244_ctl_letta_beekeepers_honey_jar_price_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-ryburn-beekeepers"
LABEL = "honey sale"
LINES = [
    "2050-08-14T19:00 Sue - HONEY SALE 🍯 sat 10th sept at the church hall coffee morning 10-12. 1lb jars £7, half "
    "pounders £4, comb £8 (only 12 of them so first come). cash or the card thingy",
    "Thu 25/8 Sue - new labels printed, 'Ryburn Valley Honey', pls stick them on STRAIGHT this yr 😂",
    "Thu 1/9 Geoff - a week on saturday folks!! jars to Sue by the fri. the half pounders went first at the "
    "farmers' mkt so bring plenty of those",
    "Mon 5th Sept Sue - observation hive's coming (Harry's), he's doing the beeswax candles too, £3 each",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Ryburn Beekeepers - honey sale 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "how much is a pound jar at the sale? I want 3 for christmas presents"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "1lb jars £7, half pounders £4" in notes, notes
reply = answer(f"(Weds 7/9/50; a neighbour) {question}", notes,
               mock="£7 for a 1lb jar, so £21 for three. The sale's Sat 10th Sept, 10-12 at the church hall.")
finish(question, expected="£4", actual=reply)
