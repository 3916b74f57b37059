"""Batch 130 (held out). A lifeboat station fundraising secretary's chat: LangChain InMemoryChatMessageHistory +
trim_messages (last 10 messages), one root span per turn.

App: Jean is the fundraising secretary for the Porthallow lifeboat station and keeps a running chat with the helper
through fete week (rota, stalls, float, bunting); each turn the chat is trimmed to its last 10 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Jean says Pam's not well (chest infection, doc's
told her to stay in) so Derek's said he'll do the cash tin and the float at the fete sat - he's picking the float
bag up from Jean fri - and, in passing, that the old bunting has rotted. In turn 2 she pastes the rota from the
committee meeting of Weds 8 Apr for tidying: fete sat 16th may, harbour car park 11-3, cash tin/float Pam, cakes Jean
+ Sal, tombola Trev, books Mags, raffle Ken + Di, teas the WI. By turn 6 the trim drops turn 1; the pasted rota stays.
Question (turn 6, Thu 14/5): "who's on the cash tin sat? Sal wants to know who to give the card reader to" ->
expected Derek. The assistant says Pam.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn that hands
the cash tin to Derek was in the history and in every earlier window, and this trim cut it from the window the model
saw. Asserted: turn 1 is in every earlier window and missing from turn 6's; the pasted rota is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b130_langchain_lifeboat_cash_tin_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "who's on the cash tin sat? Sal wants to know who to give the card reader to"
TURNS = [
    ("Pam's not well bless her, chest infection + the doc's told her to stay in, so Derek's said he'll do the cash tin "
     "+ float at the fete sat. he's picking the float bag up from mine fri. oh and the old bunting's rotted, binned it",
     "Noted: Derek is doing the cash tin and float on Saturday (collecting the float bag from you Friday) while Pam's "
     "unwell; the old bunting's gone."),
    ("tidy this up for the noticeboard pls, it's from the committee wed 8 apr: FETE sat 16th may, harbour car park "
     "11-3. cash tin/float - Pam. cakes - me + Sal. tombola - Trev. books - Mags. raffle - Ken + Di. teas - the WI. "
     "setting up from 9.30ish, boat crew doing a demo at 1.30pm if no shout",
     "Fete, Sat 16 May, harbour car park 11-3 (set up from about 9.30): cash tin and float Pam; cakes Jean and Sal; "
     "tombola Trev; books Mags; raffle Ken and Di; teas the WI. Crew demo 1.30pm, shout permitting."),
    ("new bunting - the chandlery's got 20m of the flag stuff for £18, or Sal reckons she can run some up from the old "
     "sail cloth if I get it to her by weds",
     "Bunting options: 20m from the chandlery for £18, or Sal makes some from old sail cloth if she has it by "
     "Wednesday."),
    ("raffle prizes so far - meal for 2 at the Ship, a hamper from Co-op, signed crew photo, Trev's crab pots. tickets "
     "£1 a strip, 5 for £4",
     "Raffle prizes: meal for two at the Ship, Co-op hamper, signed crew photo, Trev's crab pots. Tickets £1 a strip, "
     "five for £4."),
    ("harbour master says we can have the car park from 8 but the fish lorry comes thru at 7.30ish so no gazebos up "
     "before then. card reader's charged, Sal's got it",
     "Car park from 8 (fish lorry about 7.30, so no gazebos before then); card reader charged and with Sal."),
    (QUESTION,
     "Pam - she's on the cash tin and float, per the committee rota."),
]
WINDOW = 10


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
            assert not any("Derek" in str(m.content) for m in window), window
            assert any("cash tin/float - Pam" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Derek's said he'll do the cash tin" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jean's chat as fundraising secretary for the Porthallow lifeboat "
                                            "station, fete week, Mon 11 May 2037 on)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Derek - he's doing the cash tin and float while Pam's off with a chest infection",
       actual=reply)
