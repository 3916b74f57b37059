"""Batch 133 (held out). A village panto's front of house chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 12 messages), one root span per turn.

App: Sheila runs front of house for the Ashcombe Players' panto (Cinderella, Thu 10 - Sat 12 Dec in the village
hall) and keeps a running chat with the helper in show week (box office, ushers, the bar, the raffle); each turn the
chat is trimmed to its last 12 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Sheila says Brenda can't do the raffle on the thurs
after all - her Ray's op got brought forward - so Keith's selling the raffle tickets thurs, he did it 2 yrs ago and
knows the drill; and, in passing, that the bar needs more change. In turn 2 she pastes the FOH rota that went round
on the 28th, to tidy up for the noticeboard: THURS 10th box office Jean, raffle Brenda, ushers Tom + Priti + Alan,
bar Dave + Sue; FRI and the two SAT shows. By turn 7 the trim drops turn 1; the pasted rota stays. Question (turn 7,
Weds 9/12): "who's selling raffle tickets thurs? need to drop the ticket books round tonight" -> expected Keith
(covering for Brenda). The assistant says Brenda.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that puts
Keith on the raffle was in the history and in every earlier window, and this trim cut it from the window the model
saw. Asserted: turn 1 is in every earlier window and missing from turn 7's; the pasted rota is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b133_langchain_panto_raffle_seller_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "who's selling raffle tickets thurs? need to drop the ticket books round tonight"
TURNS = [
    ("brenda cant do the raffle on the thurs after all, her Ray's op got brought forward poor thing. Keith's said "
     "he'll sell the raffle thurs, he did it 2 yrs ago so knows the drill. oh + the bar needs more change, loads of "
     "£1s",
     "Noted: Keith sells the raffle on Thursday in place of Brenda (Ray's operation); the bar needs more change, "
     "mostly £1 coins."),
    ("can you tidy this up for the noticeboard, its the FOH rota that went round on the 28th: THURS 10th - box "
     "office Jean, raffle Brenda, ushers Tom + Priti + Alan, bar Dave + Sue. FRI 11th - box office Jean, raffle "
     "Keith, ushers Priti + Mo + Alan, bar Dave + Sue. SAT 12th mat 2.30 - box office Pat, raffle Brenda, ushers "
     "the Hendersons. SAT eve 7pm - box office Jean, raffle Keith, ushers everyone!! bar Dave + Sue",
     "FOH rota: Thu 10th - box office Jean, raffle Brenda, ushers Tom, Priti, Alan, bar Dave and Sue. Fri 11th - box "
     "office Jean, raffle Keith, ushers Priti, Mo, Alan, bar Dave and Sue. Sat 12th matinee 2.30 - box office Pat, "
     "raffle Brenda, ushers the Hendersons. Sat evening 7pm - box office Jean, raffle Keith, all ushers, bar Dave "
     "and Sue."),
    ("tickets - thurs 86 sold, fri 112, sat mat sold out!!, sat eve 140ish. £9 adults £5 kids",
     "Sales so far: Thu 86, Fri 112, Sat matinee sold out, Sat evening about 140; £9 adults, £5 children."),
    ("raffle prizes - hamper from the Co-op, meal for 2 at the Fox, a bottle of something from Dave, 2 tickets for "
     "the spring show. draw at the interval each night",
     "Raffle prizes: Co-op hamper, meal for two at the Fox, a bottle from Dave, two spring show tickets; drawn at "
     "each interval."),
    ("ushers in black + the red lanyards, doors half 6, curtain 7, the matinee's doors 2",
     "Ushers wear black with red lanyards; doors 6.30 for a 7pm curtain, matinee doors at 2."),
    ("interval ices - 3 boxes of tubs in the school freezer, Mo's collecting weds",
     "Three boxes of ice cream tubs in the school freezer; Mo is collecting them on Wednesday."),
    (QUESTION,
     "Brenda's on the raffle Thursday - it's on the rota (Keith does Friday and Saturday evening)."),
]
WINDOW = 12


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
            assert not any("Ray's op" in str(m.content) or "in place of Brenda" in str(m.content) for m in window), \
                window
            assert any("THURS 10th - box office Jean, raffle Brenda" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("Keith's said he'll sell the raffle thurs" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Sheila's chat as front of house manager for the Ashcombe Players' panto, "
                                            "Cinderella, Thu 10 - Sat 12 Dec 2037 in the village hall; show week "
                                            "from Mon 7 Dec)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Keith - he's covering the Thursday raffle for Brenda (her Ray's op was brought forward)",
       actual=reply)
