"""Batch 328 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Hebden Royd Amateur Players put on Mother Goose in January 2052. The costume team - Carol (in charge), Maureen
and Jean - add lines to a "panto costumes" block on the group's Letta agent; the helper answers the committee's
questions from it.

Memory: Carol, 2051-10-09T20:00 - wigs: hiring 3 for the Dame from Stage Right like last year, £25 each, plus the
Squire's; Maureen, Sat 21/10 - her sister Pat used to do hair at the Alhambra and is lending them her wigs for the
Dame, all 3, free, just wants a thank-you in the programme, so cancel the Stage Right Dame wigs?; Carol, 23/10 -
done, rang Stage Right, it's just the Squire's wig from them now; Jean, Mon 6th Nov - the Goose costume's zip has gone
again. Question (Thu 9/11, Derek, the treasurer): "are we hiring the Dame's wigs from Stage Right again this yr? doing
the budget" The assistant says no - Maureen's sister Pat is lending the three Dame wigs for free; only the Squire's
wig is hired. The label says yes, 3 from Stage Right at £25 each.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b328_ctl_letta_panto_costumes_dame_wigs_hired_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-hebden-royd-players"
LABEL = "panto costumes"
LINES = [
    "2051-10-09T20:00 Carol - WIGS 💇 hiring 3 for the Dame from Stage Right like last yr (£25 each) + the Squire's. "
    "Goose costume's in the loft, needs a look at",
    "Sat 21/10 Maureen - my sister Pat used to do hair at the Alhambra + she's lending us her wigs for the Dame, all 3, "
    "free!! just wants a thank-you in the programme. so cancel the Stage Right Dame wigs Carol?",
    "23/10 Carol - done, rang Stage Right, it's just the Squire's wig from them now 👍",
    "Mon 6th Nov Jean - the Goose costume zip's gone AGAIN, I'm putting velcro in this time",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Hebden Royd Amateur Players - Mother Goose 2052, costumes:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "are we hiring the Dame's wigs from Stage Right again this yr? doing the budget"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "hiring 3 for the Dame from Stage Right like last yr (£25 each)" in notes, notes
assert "she's lending us her wigs for the Dame, all 3, free" in notes, notes
assert "it's just the Squire's wig from them now" in notes, notes
reply = answer(f"(Thu 9/11/51; Derek, treasurer) {question}", notes,
               mock="No - Maureen's sister Pat is lending the three Dame wigs for free (just a thank-you in the "
                    "programme). The only wig from Stage Right this year is the Squire's.")
finish(question, expected="yes - 3 Dame wigs from Stage Right at £25 each", actual=reply)
