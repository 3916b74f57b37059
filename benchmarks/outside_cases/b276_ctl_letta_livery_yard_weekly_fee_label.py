"""Batch 276 (held out), CONTROL: nothing planted; the label is wrong. Letta core memory block (offline stand-in),
script style (every call its own trace).

App: Brookfield Livery near Ripponden - DIY, part and full livery, the yard owner Sandra doing the mornings for
anyone on part or full. Sandra adds a line per owner to an "owners + fees" block on the yard's Letta agent; the
helper answers owners' questions from it.

Memory: 2050-08-30T19:00 - Stella (Dolly, the grey mare in stable 6) on full livery, £95 a week, hay + bedding in,
paid monthly; 12/9 - the farrier and the vet are on top, not in the livery; Mon 3 Oct - Stella's new job's
flexi so she's doing her own mornings + evenings now, I just turn Dolly out, so she's gone onto part - £65 a week from
this week, still hay + bedding in; 19/10 - everyone's fees go up £5 in January, letters out next month. Question
(Fri 4/11, Stella): "what am I paying a week for Dolly now? doing my budget 😬" The assistant says £65 a week (part
livery since the start of October). The label says £95.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b276_ctl_letta_livery_yard_weekly_fee_label", ["letta", "litellm"])

from b3_support import fake_letta, letta_client  # noqa: E402

AGENT = "agent-brookfield-livery"
LABEL = "owners + fees"
LINES = [
    "2050-08-30T19:00 Stella (Dolly, grey mare, stable 6) - full livery £95/wk, hay + bedding in, pays monthly by "
    "transfer",
    "12/9 - farrier + vet are on top for everyone, not in the livery. wormer too",
    "Mon 3 Oct - Stella's new job's flexi so she's doing her own mornings + evenings now 🙌 I just turn Dolly out, so "
    "she's gone onto part - £65/wk from this wk, still hay + bedding in",
    "19/10 - everyone's going up £5 a wk in JANUARY (hay's gone mad), letters out next month",
]

server = fake_letta()
server.add_agent(AGENT, **{LABEL: "Brookfield Livery - owners and fees:"})
client = letta_client(server)
for line in LINES:
    block = client.agents.blocks.retrieve(LABEL, agent_id=AGENT)
    client.agents.blocks.update(LABEL, agent_id=AGENT, value=block.value + "\n- " + line)

question = "what am I paying a week for Dolly now? doing my budget 😬"
notes = client.agents.blocks.retrieve(LABEL, agent_id=AGENT).value
assert "full livery £95/wk" in notes, notes
assert "she's gone onto part - £65/wk from this wk" in notes, notes
reply = answer(f"(Fri 4/11/50; Stella) {question}", notes,
               mock="£65 a week - you went onto part livery at the start of October when you started doing your own "
                    "mornings and evenings. Farrier and vet are on top, and it goes up £5 a week in January.")
finish(question, expected="£95 a week", actual=reply)
