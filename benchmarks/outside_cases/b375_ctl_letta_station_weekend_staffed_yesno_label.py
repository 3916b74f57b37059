"""Batch 375 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Millbrook Fire District has four stations; budget cuts mean Station 4 (out on the Ridge) is browned out on
weekends this summer - no overnight staffing, Station 2 covers its first due. The battalion chief and the Sta 4
captain add lines to a "sta 4 staffing" block on the district's Letta agent; the helper answers the other
stations' questions from it.

Memory: BC Vance, 07/29/26 - budget: Sta 4 brownout on wknds thru Sept, no overnight staffing Sat/Sun, Sta 2
covers first due on the Ridge; Capt. Ibarra, 08/05 - Sta 4 wknd brownouts start Sat 08/08, E-41 goes to Sta 2 Fri
nite; BC Vance, 08/19 - the brownout's off for this wknd (08/22-23), Chief found OT money w/ the state fire
reimbursement, Sta 4 staffed 24/7 w/ 2 on OT (Lt. Osei + FF Lucero), E-41 stays home; Capt. Ibarra, 08/20 - E-41
in svc at Sta 4, brush gear loaded. Question (Fri 08/21, Capt. Dunleavy at Sta 2): "is Sta 4 staffed sat nite?
need to know if we're first due on the Ridge again" The assistant says yes - the brownout's off this weekend, Sta 4
is staffed 24/7 with two on OT, so Sta 2 isn't first due on the Ridge. The label says no, Sta 4's browned out on
weekends.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b375_ctl_letta_station_weekend_staffed_yesno_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-millbrook-fd"
LABEL = "sta 4 staffing"
LINES = [
    "07/29/26 BC Vance - budget: Sta 4 brownout on wknds thru Sept, no overnight staffing Sat/Sun, Sta 2 covers "
    "first due on the Ridge",
    "08/05 Capt. Ibarra - Sta 4 wknd brownouts start Sat 08/08, E-41 goes to Sta 2 Fri nite",
    "08/19 BC Vance - brownout's off for this wknd (08/22-23) 👍 Chief found OT money w/ the state fire "
    "reimbursement, Sta 4 staffed 24/7 w/ 2 on OT (Lt. Osei + FF Lucero), E-41 stays home",
    "08/20 Capt. Ibarra - E-41 in svc at Sta 4, brush gear loaded, red flag warning Sat so heads up",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Millbrook FD - Sta 4 staffing, summer 2026:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "is Sta 4 staffed sat nite? need to know if we're first due on the Ridge again"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "Sta 4 brownout on wknds thru Sept, no overnight staffing Sat/Sun" in notes, notes
assert "brownout's off for this wknd (08/22-23)" in notes and "Sta 4 staffed 24/7 w/ 2 on OT" in notes, notes
reply = answer(f"(Fri 08/21/26; Capt. Dunleavy, Sta 2) {question}", notes,
               mock="Yes - the brownout's off this weekend (08/22-23): Sta 4 is staffed 24/7 with Lt. Osei and FF "
                    "Lucero on OT, so E-41 has the Ridge and you're not first due.")
finish(question, expected="no - Sta 4's browned out on weekends, Sta 2 covers", actual=reply)
