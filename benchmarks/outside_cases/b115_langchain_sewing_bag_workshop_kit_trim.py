"""Batch 115 (held out). A sewing group's chat with its helper: LangChain InMemoryChatMessageHistory + trim_messages
(last 10 messages), one root span per turn.

App: Pam runs the Tuesday sewing group at St Anne's hall and keeps a running chat with the helper about sessions,
fabric orders and the quilt raffle; each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Pam says that for Sat's bag workshop with Linda
everyone brings their own rotary cutter + cutting mat (the hall's ones walked off after the Xmas fair) and a 20in
zip, Linda's NOT supplying zips this time. Later Linda's own kit list (2 fat quarters, thread to match, pins,
interfacing - or buy hers at £2) is in the chat. By turn 6 the trim drops turn 1. Question: "what do i need to bring
sat? doing my bag tonight" -> expected 2 fat quarters, matching thread, pins, interfacing (or £2 for Linda's), a
rotary cutter + mat and a 20in zip. The assistant gives only Linda's list.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn that decides
the answer was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's; Linda's kit list is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b115_langchain_sewing_bag_workshop_kit_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what do i need to bring sat? doing my bag tonight"
TURNS = [
    ("for sat's bag workshop w Linda - everyone brings their OWN rotary cutter + cutting mat, the hall ones walked "
     "off after the xmas fair grr. + a 20in zip each, linda's not doing zips this time",
     "Saturday bag workshop: bring your own rotary cutter and cutting mat, and a 20in zip."),
    ("fabric order from Doughty's came - 3m of the navy ditsy, 2m mustard, the Liberty lawn is on back order til "
     "22/5. £48.60, I paid on my card, owe me",
     "Doughty's order in (navy ditsy 3m, mustard 2m); Liberty lawn back-ordered to 22/5; £48.60 owed to you."),
    ("quilt raffle - 84 tix sold so far, £1 each, draw at the summer fair 20/6. still need someone to do the "
     "binding, Jean?",
     "Raffle: 84 tickets sold, draw 20 June; binding still needs a volunteer."),
    ("linda's kit list for sat: 2 fat quarters (1 outer 1 lining), thread to match, pins, med weight interfacing "
     "- she'll have some to sell £2 if u haven't got any. 10 till 1",
     "Linda's list: 2 fat quarters, matching thread, pins, interfacing (or £2 for hers); 10am-1pm."),
    ("Tuesday's numbers were down, 9 of us, half term I think. hall wants the keys back by 9.30 now not 10",
     "Nine on Tuesday; keys back to the hall by 9.30."),
    (QUESTION,
     "Two fat quarters (one outer, one lining), thread to match, pins and medium-weight interfacing - or £2 for "
     "Linda's. 10 till 1."),
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
            assert not any("rotary cutter" in str(m.content) or "20in zip" in str(m.content) for m in window), window
            assert any("linda's kit list" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("rotary cutter + cutting mat" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Pam's sewing group chat: sessions, fabric orders, the quilt raffle)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="2 fat quarters, matching thread, pins, interfacing (or £2 for Linda's) - plus your own "
                          "rotary cutter and mat and a 20in zip", actual=reply)
