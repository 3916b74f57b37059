"""Batch 290 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Copley Bridge Club play duplicate on Tuesday evenings and Thursday afternoons at the cricket club. Brian (the
secretary), Pam (a director) and Sue (the treasurer) add lines to a "christmas" block on the club's Letta agent;
the helper answers members' questions from it.

Memory: Brian, 2050-10-20T19:30 - Christmas sessions: last duplicate before Christmas Tue 20th, no bridge on the
26th or 27th Dec, back Tue 3rd Jan; Pam, Thu 24 Nov - 34 for the Christmas lunch, menus in; Brian, 8.12. - turns
out half the club wants a game on Boxing Day, so they'll do a fun pairs after all, Mon 26th 2pm, no table money,
bring a mince pie, Pam's directing; Sue, Tue 13th Dec - the raffle raised £212 for the air ambulance. Question (Thu
15/12, Ken): "is there bridge on boxing day? my daughter's asking if I'm free for her lunch" The assistant says yes -
a fun pairs on Mon 26th at 2pm (no table money, bring a mince pie). The label says no - no bridge on the 26th or
27th, back on Tue 3rd Jan.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b290_ctl_letta_bridge_boxing_day_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-copley-bridge-club"
LABEL = "christmas"
LINES = [
    "2050-10-20T19:30 Brian - XMAS ♠️ last duplicate b4 xmas is tues 20th, no bridge 26th or 27th dec, back tues 3rd "
    "jan. thurs afternoon group same",
    "Thu 24 Nov Pam - 34 for the xmas lunch at the Hare + Hounds, menus in, Jean's gluten free",
    "8.12. Brian - turns out half the club wants a game on boxing day 😂 so we'll do a fun pairs after all, mon 26th "
    "2pm, no table money, bring a mince pie. Pam's directing",
    "Tue 13th Dec Sue - raffle raised £212 for the air ambulance 🚁 thank u all",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Copley Bridge Club - Christmas 2050:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "is there bridge on boxing day? my daughter's asking if I'm free for her lunch"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "no bridge 26th or 27th dec" in notes, notes
assert "so we'll do a fun pairs after all, mon 26th 2pm" in notes, notes
reply = answer(f"(Thu 15/12/50; Ken) {question}", notes,
               mock="Yes - there's a fun pairs on Boxing Day after all, Mon 26th at 2pm (no table money, bring a "
                    "mince pie), Pam's directing.")
finish(question, expected="no - no bridge on the 26th or 27th, back on Tue 3rd Jan", actual=reply)
