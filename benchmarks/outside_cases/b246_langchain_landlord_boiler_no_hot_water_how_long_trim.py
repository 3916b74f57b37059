"""Batch 246 (held out). A landlord's small portfolio: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Sandra lets four places round Todmorden (14 Albert St flats 1 and 2, 7 Coronation Rd, 22 Mill Lane) and
chats with her landlord helper while she sorts the new boiler at Coronation Rd and the rest of the month's jobs;
each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the boiler - Lee's quoted £2,350 for a Worcester
combi, a day to fit, the Nowaks without hot water just the one day, Mon 6th March. Turn 2 is the gas cert. In turn
3 Lee has been round to look - the flue has to come out the back and go through the side wall now (the new regs),
so it's three days, Mon to Weds, no hot water or heating the whole time, he'll leave them two electric heaters.
Turns 4 to 8 are Lee's written quote pasted in (still "1 day labour", he's redoing it), the Mill Lane tenants
leaving in a fortnight, the deposit, Kasia's extractor and the rent review. By turn 9 the trim drops turns 1 to 3;
turns 4 to 8 stay. Question (turn 9, Thu 2/3): "how long will the Nowaks be without hot water? want to knock
something off their rent for it" -> expected three days, Mon 6th to Weds 8th (the flue's moving). The assistant
says one day.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made it
three days was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on 3 days,
the flue or the side wall); the pasted quote, the extractor and the rent review are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b246_langchain_landlord_boiler_no_hot_water_how_long_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long will the Nowaks be without hot water? want to knock something off their rent for it"
TURNS = [
    ("coronation rd boiler's finally going 🙏 Lee's quoted £2,350 for a worcester combi, a day to fit so the Nowaks "
     "are only without hot water the one day, mon 6th march. can u keep track of it all for me",
     "Will do - new Worcester combi at 7 Coronation Rd, £2,350 from Lee, one day to fit on Mon 6 March, so the "
     "Nowaks are without hot water for that day."),
    ("and Gareth can do the coronation rd gas cert same wk, he'll come the thurs after it's in",
     "Noted - Gareth will do the Coronation Rd gas certificate on the Thursday after the boiler goes in."),
    ("Lee's been round to measure up 😩 flue's got to come out the back + go thru the side wall now (new regs), so "
     "its 3 days not 1, mon-weds, no hot water OR heating the whole time. he'll leave them 2 electric heaters",
     "Understood - it's three days now, Mon 6 to Wed 8 March, with no hot water or heating while the flue is moved "
     "to the side wall; Lee is leaving two electric heaters."),
    ("his written quote came thru - 'supply + fit Worcester Bosch 30i combi, remove old back boiler, 1 day labour, "
     "£2,350 inc VAT' - he's redoing it, can u file it for now",
     "Filed the written quote: Worcester Bosch 30i, remove the old back boiler, £2,350 including VAT."),
    ("Tom + Jess at Mill Lane are off in a fortnight, buying their own place 🏡 need to get it on rightmove",
     "Tom and Jess are leaving Mill Lane in two weeks - I'll remind you to list it."),
    ("deposit's in the DPS, £840, do the check out inventory the day they go",
     "Their £840 deposit is with the DPS; check-out inventory on the day they leave."),
    ("Kasia's extractor - Lee says it's the motor, £90 for a new one, he'll do it while he's at coronation rd",
     "Kasia's extractor needs a new motor, £90, Lee will fit it while he's doing the boiler."),
    ("rent review - Albert St both flats up £25 from april, letters out this wk",
     "Albert St flats 1 and 2 go up £25 a month from April; letters going out this week."),
    (QUESTION,
     "Just the one day - Mon 6 March while Lee fits the new combi - so a day's rent off would be fair."),
]
WINDOW = 11
GONE = ("3 days", "three days", "flue", "side wall")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("1 day labour" in str(m.content) for m in window), window
            assert any("Kasia's extractor" in str(m.content) for m in window), window
            assert any("up £25 from april" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("its 3 days not 1, mon-weds" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Sandra's chat - she lets 14 Albert St, 7 Coronation Rd and 22 Mill "
                                            "Lane; today Thu 2 March 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="three days, Mon 6th to Weds 8th March - the flue has to move to the side wall",
       actual=reply)
